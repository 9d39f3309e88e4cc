// Одна и та же перегрузка и пять дисциплин очереди. Сервер тратит 10 мс на запрос
// (100 запр/с); 2 с нагрузка 80 %, 4 с — 130 %, потом снова 80 %. Клиент ждёт 500 мс.
// Время модельное (микросекунды), прибытия — пуассоновские с фиксированным зерном.
package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"
)

const (
	service   = 10 * time.Millisecond
	clientTTL = 500 * time.Millisecond
	codelM    = 5 * time.Millisecond   // таймаут в очереди при стоячей очереди
	codelN    = 100 * time.Millisecond // интервал: очередь не пустела дольше — она стоячая
)

type req struct{ at, queueTimeout time.Duration }

func arrivals() []time.Duration {
	rng := rand.New(rand.NewPCG(7, 7))
	var out []time.Duration
	for t := time.Duration(0); t < 10*time.Second; {
		rate := 80.0 // запросов в секунду
		if t >= 2*time.Second && t < 6*time.Second {
			rate = 130
		}
		t += time.Duration(rng.ExpFloat64() / rate * float64(time.Second))
		out = append(out, t)
	}
	return out
}

type result struct {
	ok, late, shed int
	okWait         []time.Duration // сколько ждали клиенты, получившие ответ в срок
}

func simulate(lifo func(standing bool) bool, codel, checkDeadline bool) result {
	var r result
	var queue []req
	var now, lastEmpty time.Duration
	arr := arrivals()
	for i := 0; i < len(arr) || len(queue) > 0; {
		if len(queue) == 0 && arr[i] > now {
			now, lastEmpty = arr[i], arr[i]
		}
		for ; i < len(arr) && arr[i] <= now; i++ {
			qt := time.Duration(1 << 62)
			if codel {
				qt = codelN
				if now-lastEmpty > codelN {
					qt = codelM
				}
			}
			queue = append(queue, req{at: arr[i], queueTimeout: qt})
		}
		// Запросы, простоявшие дольше своего таймаута, получают быстрый отказ.
		queue = slices.DeleteFunc(queue, func(q req) bool {
			drop := now-q.at > q.queueTimeout || (checkDeadline && now-q.at > clientTTL)
			if drop {
				r.shed++
			}
			return drop
		})
		if len(queue) == 0 {
			lastEmpty = now
			continue
		}
		k := 0
		if lifo(now-lastEmpty > codelN) {
			k = len(queue) - 1
		}
		q := queue[k]
		queue = slices.Delete(queue, k, k+1)
		now += service
		if now-q.at <= clientTTL {
			r.ok++
			r.okWait = append(r.okWait, now-q.at)
		} else {
			r.late++ // ответ готов, но клиент уже ушёл: работа впустую
		}
		if len(queue) == 0 {
			lastEmpty = now
		}
	}
	return r
}

func main() {
	fifo := func(bool) bool { return false }
	lifo := func(bool) bool { return true }
	adaptive := func(standing bool) bool { return standing }
	fmt.Printf("%-26s %6s %7s %5s %8s\n", "дисциплина", "в срок", "впустую", "отказ", "p99 в срок")
	for _, c := range []struct {
		name                 string
		pick                 func(bool) bool
		codel, checkDeadline bool
	}{
		{"FIFO", fifo, false, false},
		{"FIFO + проверка дедлайна", fifo, false, true},
		{"LIFO", lifo, false, false},
		{"CoDel (FIFO)", fifo, true, false},
		{"CoDel + adaptive LIFO", adaptive, true, false},
	} {
		r := simulate(c.pick, c.codel, c.checkDeadline)
		slices.Sort(r.okWait)
		p99 := r.okWait[len(r.okWait)*99/100].Round(time.Millisecond)
		fmt.Printf("%-26s %6d %7d %5d %8v\n", c.name, r.ok, r.late, r.shed, p99)
	}
}
