// Маленькая модель из статьи AWS: N клиентов одновременно обновляют одну
// запись с оптимистической блокировкой (read version → write if unchanged).
// Проигравший ждёт паузу по своей стратегии и пробует снова, пока не победит.
// Считаем суммарное число попыток (работа) и момент, когда закончил последний.
package main

import (
	"container/heap"
	"fmt"
	"math/rand/v2"
	"time"
)

const (
	base     = 5 * time.Millisecond
	maxDelay = 2 * time.Second
	runs     = 20 // прогонов на точку, результат усредняется
)

func expo(attempt int) time.Duration {
	if attempt >= 63 || base > maxDelay>>attempt {
		return maxDelay
	}
	return base << attempt
}

func between(r *rand.Rand, lo, hi time.Duration) time.Duration {
	if hi <= lo {
		return lo
	}
	return lo + time.Duration(r.Int64N(int64(hi-lo)))
}

type nextDelay func(r *rand.Rand, attempt int, prev time.Duration) time.Duration

var strategies = []struct {
	name string
	next nextDelay
}{
	{"none", func(_ *rand.Rand, a int, _ time.Duration) time.Duration { return expo(a) }},
	{"full", func(r *rand.Rand, a int, _ time.Duration) time.Duration { return between(r, 0, expo(a)) }},
	{"equal", func(r *rand.Rand, a int, _ time.Duration) time.Duration {
		t := expo(a)
		return t/2 + between(r, 0, t/2)
	}},
	{"decorrelated", func(r *rand.Rand, _ int, prev time.Duration) time.Duration {
		return min(maxDelay, between(r, base, prev*3))
	}},
}

// Событие: клиент читает версию (read) или пишет (write).
type event struct {
	at     time.Duration
	client int
	write  bool
}

type queue []event

func (q queue) Len() int { return len(q) }
func (q queue) Less(i, j int) bool {
	if q[i].at != q[j].at {
		return q[i].at < q[j].at
	}
	return q[i].client < q[j].client
}
func (q queue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *queue) Push(x any)   { *q = append(*q, x.(event)) }
func (q *queue) Pop() any {
	old := *q
	e := old[len(old)-1]
	*q = old[:len(old)-1]
	return e
}

// latency — сетевая задержка в одну сторону: 10 мс ± 2 мс.
func latency(r *rand.Rand) time.Duration {
	return between(r, 8*time.Millisecond, 12*time.Millisecond)
}

func simulate(r *rand.Rand, clients int, next nextDelay) (calls int, done time.Duration) {
	readVersion := make([]int, clients)
	attempt := make([]int, clients)
	prev := make([]time.Duration, clients)
	version := 0

	q := &queue{}
	for c := range clients {
		prev[c] = base
		heap.Push(q, event{at: latency(r), client: c}) // все стартуют в t=0
		calls++
	}
	for q.Len() > 0 {
		e := heap.Pop(q).(event)
		c := e.client
		if !e.write {
			readVersion[c] = version
			heap.Push(q, event{at: e.at + 2*latency(r), client: c, write: true})
			continue
		}
		if readVersion[c] == version { // никто не успел записать раньше — успех
			version++
			done = max(done, e.at+latency(r))
			continue
		}
		// Конфликт: ответ идёт обратно, потом пауза, потом новая попытка.
		prev[c] = next(r, attempt[c], prev[c])
		attempt[c]++
		calls++
		heap.Push(q, event{at: e.at + latency(r) + prev[c] + latency(r), client: c})
	}
	return calls, done
}

func main() {
	r := rand.New(rand.NewPCG(1, 2))
	fmt.Printf("%-8s", "clients")
	for _, s := range strategies {
		fmt.Printf(" %20s", s.name)
	}
	fmt.Println()
	fmt.Printf("%-8s", "")
	for range strategies {
		fmt.Printf(" %9s %10s", "calls", "time,ms")
	}
	fmt.Println()
	for clients := 10; clients <= 190; clients += 30 {
		fmt.Printf("%-8d", clients)
		for _, s := range strategies {
			var calls int
			var done time.Duration
			for range runs {
				c, d := simulate(r, clients, s.next)
				calls += c
				done += d
			}
			fmt.Printf(" %9d %10d", calls/runs, (done / runs).Milliseconds())
		}
		fmt.Println()
	}
}
