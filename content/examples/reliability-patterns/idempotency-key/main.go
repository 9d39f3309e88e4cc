// Ключ идемпотентности как автомат: claim -> in_progress -> done.
// Любой окончательный ответ исполнителя (успех или отказ карты) сохраняется
// и отдаётся повтору; ключ освобождается, только если работа не начиналась;
// при неизвестном исходе он остаётся in_progress до сверки.
// Хранилище в памяти повторяет семантику
// INSERT ... ON CONFLICT (key) DO NOTHING: занять ключ может ровно один.
package main

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"sync"
)

type state string

const (
	inProgress state = "in_progress"
	done       state = "done"
)

type record struct {
	bodyHash [32]byte
	state    state
	status   int
	response string
}

type keyStore struct {
	mu   sync.Mutex
	rows map[string]*record
}

// claim — аналог INSERT ... ON CONFLICT DO NOTHING RETURNING: true, если строка вставлена.
func (s *keyStore) claim(key string, h [32]byte) (bool, record) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r, ok := s.rows[key]; ok {
		return false, *r
	}
	s.rows[key] = &record{bodyHash: h, state: inProgress}
	return true, record{}
}

func (s *keyStore) complete(key string, status int, resp string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.rows[key]
	r.state, r.status, r.response = done, status, resp
}

func (s *keyStore) release(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.rows, key)
}

var (
	ErrDeclined       = errors.New("psp: card declined")         // окончательный ответ: деньги не списаны
	ErrNotStarted     = errors.New("psp: connection refused")    // запрос до исполнителя не дошёл
	ErrOutcomeUnknown = errors.New("psp: timeout after sending") // неизвестно
)

type Payments struct {
	keys   *keyStore
	charge func(body string) (string, error)
	calls  int
}

// Create возвращает HTTP-статус и тело — как увидел бы клиент.
func (p *Payments) Create(key, body string) (int, string) {
	if key == "" {
		return 400, "Idempotency-Key is required"
	}
	h := sha256.Sum256([]byte(body))
	claimed, rec := p.keys.claim(key, h)
	if !claimed {
		switch {
		case rec.bodyHash != h:
			return 422, "key reused with a different body"
		case rec.state == inProgress:
			return 409, "in progress, Retry-After: 1"
		}
		return rec.status, rec.response + " (replayed)" // тот же статус и тело
	}

	p.calls++
	resp, err := p.charge(body)
	switch {
	case errors.Is(err, ErrNotStarted):
		// Работа не начиналась: ключ освобождаем, честный повтор выполнит её заново.
		p.keys.release(key)
		return 503, "payment provider unreachable, Retry-After: 1"
	case errors.Is(err, ErrOutcomeUnknown):
		// Ключ не отпускаем: повтор мог бы списать второй раз.
		// Запись ждёт сверки с платёжным провайдером.
		return 504, "outcome unknown, key kept for reconciliation"
	case err != nil:
		// Отказ карты — окончательный результат операции, как и успех:
		// сохраняем его, и повтор получит тот же 402, а не второе списание.
		p.keys.complete(key, 402, err.Error())
		return 402, err.Error()
	}
	p.keys.complete(key, 201, resp)
	return 201, resp
}

func main() {
	script := []error{nil, ErrDeclined, ErrNotStarted, nil, ErrOutcomeUnknown}
	n := 0
	p := &Payments{keys: &keyStore{rows: map[string]*record{}}}
	p.charge = func(body string) (string, error) {
		err := script[n]
		n++
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("charge #%d %s", n, body), nil
	}

	steps := []struct{ key, body string }{
		{"k1", "100 RUB"}, // первое списание
		{"k1", "100 RUB"}, // повтор после потерянного ответа: отдаём сохранённый
		{"k1", "900 RUB"}, // тот же ключ, другое тело
		{"k2", "50 RUB"},  // карта отклонена: это окончательный ответ
		{"k2", "50 RUB"},  // повтор получает тот же отказ, исполнителя не трогаем
		{"k4", "30 RUB"},  // исполнитель недоступен: работа не начиналась
		{"k4", "30 RUB"},  // повтор выполняет операцию заново
		{"k3", "70 RUB"},  // таймаут после отправки
		{"k3", "70 RUB"},  // повтор: ключ всё ещё in_progress
		{"", "10 RUB"},
	}
	for _, s := range steps {
		code, msg := p.Create(s.key, s.body)
		fmt.Printf("key=%-4q body=%-9q -> %d %s\n", s.key, s.body, code, msg)
	}
	fmt.Println("calls to the payment provider:", p.calls)
}
