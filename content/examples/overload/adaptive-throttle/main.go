// Адаптивный троттлинг клиента из книги Google SRE: отклонять запрос локально
// с вероятностью max(0, (requests − K·accepts) / (requests + 1)), где счётчики —
// за две последние полные «секунды» модельного времени. Бэкенд принимает 100 запросов в секунду.
package main

import (
	"fmt"
	"math/rand/v2"
)

type throttle struct {
	k                 float64
	requests, accepts [3]int // [0], [1] — две прошлые секунды, [2] — текущая
	rng               *rand.Rand
}

func (t *throttle) allow() bool {
	req := float64(t.requests[0] + t.requests[1])
	acc := float64(t.accepts[0] + t.accepts[1])
	p := max(0, (req-t.k*acc)/(req+1))
	t.requests[2]++ // считается каждая попытка приложения, даже отклонённая здесь
	return t.rng.Float64() >= p
}

func (t *throttle) accepted() { t.accepts[2]++ }

func (t *throttle) nextSecond() {
	t.requests = [3]int{t.requests[1], t.requests[2], 0}
	t.accepts = [3]int{t.accepts[1], t.accepts[2], 0}
}

func run(k float64, demand int) (sent, accepted int) {
	t := &throttle{k: k, rng: rand.New(rand.NewPCG(1, 2))}
	for sec := 0; sec < 60; sec++ {
		sent, accepted = 0, 0
		for range demand {
			if !t.allow() {
				continue // отказ на клиенте: до сети запрос не дошёл
			}
			sent++
			if accepted < 100 { // ёмкость бэкенда
				accepted++
				t.accepted()
			}
		}
		t.nextSecond()
	}
	return sent, accepted // за последнюю секунду
}

func main() {
	for _, c := range []struct {
		k      float64
		demand int
	}{{2, 80}, {2, 300}, {2, 1000}, {1.1, 300}} {
		sent, acc := run(c.k, c.demand)
		fmt.Printf("K=%.1f спрос %4d/с → до бэкенда %3d/с, принято %3d/с, отказ бэкенда %3d/с\n",
			c.k, c.demand, sent, acc, sent-acc)
	}
}
