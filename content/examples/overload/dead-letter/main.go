// Консьюмер очереди: ограниченные ретраи, классификация ошибок и dead-letter queue.
// Сообщение m3 «ядовитое» — его нельзя разобрать; m4 дважды натыкается на временный сбой.
package main

import (
	"errors"
	"fmt"
)

var errTransient = errors.New("временный сбой зависимости")

type permanentError struct{ reason string }

func (e permanentError) Error() string {
	return "не обработать никогда: " + e.reason
}

func handler() func(msg string) error {
	failures := map[string]int{"m4": 2}
	return func(msg string) error {
		if msg == "m3" {
			return permanentError{"битый JSON"}
		}
		if failures[msg] > 0 {
			failures[msg]--
			return errTransient
		}
		return nil
	}
}

// consume обрабатывает сообщения по порядку, не больше maxAttempts попыток на сообщение.
func consume(msgs []string, maxAttempts int) (done, dlq []string, attempts int) {
	handle := handler()
	for _, m := range msgs {
		for try := 1; ; try++ {
			attempts++
			err := handle(m)
			if err == nil {
				done = append(done, m)
				break
			}
			var perm permanentError
			if errors.As(err, &perm) || try >= maxAttempts {
				dlq = append(dlq, fmt.Sprintf("%s (%v, попыток %d)", m, err, try))
				break
			}
			// здесь пауза: backoff с jitter (в модели время не идёт)
		}
	}
	return done, dlq, attempts
}

func main() {
	msgs := []string{"m1", "m2", "m3", "m4", "m5"}

	done, dlq, n := consume(msgs, 3)
	fmt.Println("обработаны:", done)
	fmt.Println("в DLQ:", dlq)
	fmt.Println("попыток всего:", n)

	done, n = consumeForever(msgs)
	fmt.Printf("без DLQ: обработаны %v, попыток %d — m3 заблокировал очередь\n", done, n)
}

// consumeForever повторяет любую ошибку, не различая временные и постоянные.
func consumeForever(msgs []string) ([]string, int) {
	handle := handler()
	var done []string
	attempts := 0
	for _, m := range msgs {
		for handle(m) != nil {
			if attempts++; attempts >= 100 {
				return done, attempts // сдаёмся, чтобы программа завершилась
			}
		}
		attempts++
		done = append(done, m)
	}
	return done, attempts
}
