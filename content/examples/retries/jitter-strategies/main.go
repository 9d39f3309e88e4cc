// Четыре стратегии паузы из статьи AWS «Exponential Backoff And Jitter»
// на одном фиксированном генераторе: вывод одинаков при каждом запуске.
package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"
)

const (
	base     = 100 * time.Millisecond
	maxDelay = 10 * time.Second
)

// expo — min(cap, base·2^attempt) без переполнения сдвига.
func expo(attempt int) time.Duration {
	if attempt >= 63 || base > maxDelay>>attempt {
		return maxDelay
	}
	return base << attempt
}

// between — равномерно в [lo, hi).
func between(r *rand.Rand, lo, hi time.Duration) time.Duration {
	return lo + time.Duration(r.Int64N(int64(hi-lo)))
}

// Стратегия получает номер попытки и предыдущую паузу (нужна только
// decorrelated) и возвращает следующую паузу.
type strategy struct {
	name string
	next func(r *rand.Rand, attempt int, prev time.Duration) time.Duration
}

var strategies = []strategy{
	{"none", func(_ *rand.Rand, a int, _ time.Duration) time.Duration {
		return expo(a)
	}},
	{"full", func(r *rand.Rand, a int, _ time.Duration) time.Duration {
		return between(r, 0, expo(a))
	}},
	{"equal", func(r *rand.Rand, a int, _ time.Duration) time.Duration {
		t := expo(a)
		return t/2 + between(r, 0, t/2)
	}},
	{"decorrelated", func(r *rand.Rand, _ int, prev time.Duration) time.Duration {
		return min(maxDelay, between(r, base, prev*3))
	}},
}

// series — паузы одного клиента для попыток 0..n-1.
func series(r *rand.Rand, s strategy, n int) []time.Duration {
	out := make([]time.Duration, n)
	prev := base // decorrelated стартует с base
	for a := range n {
		prev = s.next(r, a, prev)
		out[a] = prev
	}
	return out
}

func main() {
	r := rand.New(rand.NewPCG(1, 2))

	fmt.Println("паузы одного клиента, мс (base=100ms, cap=10s)")
	fmt.Printf("%-13s", "attempt")
	for a := range 10 {
		fmt.Printf("%6d", a)
	}
	fmt.Println()
	for _, s := range strategies {
		fmt.Printf("%-13s", s.name)
		for _, d := range series(r, s, 10) {
			fmt.Printf("%6d", d.Milliseconds())
		}
		fmt.Println()
	}

	// 1000 клиентов получили ошибку в один момент t=0. Когда каждый из них
	// придёт с четвёртым ретраем? Считаем пик: сколько клиентов попало
	// в самое людное окно шириной 100 мс.
	fmt.Println()
	fmt.Println("1000 клиентов, момент 4-го ретрая")
	fmt.Printf("%-13s %8s %8s %10s\n", "strategy", "min,мс", "max,мс", "пик/100мс")
	for _, s := range strategies {
		arrivals := make([]time.Duration, 1000)
		for c := range arrivals {
			var t time.Duration
			for _, d := range series(r, s, 4) {
				t += d
			}
			arrivals[c] = t
		}
		slices.Sort(arrivals)
		fmt.Printf("%-13s %8d %8d %10d\n", s.name,
			arrivals[0].Milliseconds(), arrivals[len(arrivals)-1].Milliseconds(),
			peak(arrivals, 100*time.Millisecond))
	}
}

// peak — наибольшее число отсортированных моментов в окне [t, t+w).
func peak(sorted []time.Duration, w time.Duration) int {
	best, lo := 0, 0
	for hi := range sorted {
		for sorted[hi]-sorted[lo] >= w {
			lo++
		}
		best = max(best, hi-lo+1)
	}
	return best
}
