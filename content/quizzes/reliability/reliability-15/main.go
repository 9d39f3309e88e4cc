package main

import (
	"fmt"
	"time"
)

const (
	base    = 50 * time.Millisecond
	ceiling = 1 * time.Second
)

// Decorrelated jitter: sleep = min(cap, random[base, prev*3)).
func next(prev time.Duration, randN func(int64) int64) time.Duration {
	return min(ceiling, base+time.Duration(randN(int64(prev*3-base))))
}

func main() {
	// Подставной генератор: по очереди отдаёт середину диапазона, середину, ноль и снова середину.
	fractions := []int64{2, 2, 0, 2}
	step := 0
	randN := func(n int64) int64 {
		f := fractions[step]
		step++
		if f == 0 {
			return 0
		}
		return n / f
	}

	prev := base
	var sleeps []time.Duration
	for range fractions {
		prev = next(prev, randN)
		sleeps = append(sleeps, prev)
	}
	fmt.Println(sleeps)
}
