package main

import (
	"fmt"
	"time"
)

const (
	base    = 100 * time.Millisecond
	ceiling = 2 * time.Second
)

// Крайние значения, которые может вернуть rand.Int64N(n): 0 и n-1.
func lowest(n int64) int64  { return 0 }
func highest(n int64) int64 { return n - 1 }

// Full jitter: пауза случайна во всём окне.
func fullJitter(attempt int, randN func(int64) int64) time.Duration {
	window := min(base<<attempt, ceiling)
	return time.Duration(randN(int64(window)))
}

// Equal jitter: половина окна фиксирована, половина случайна.
func equalJitter(attempt int, randN func(int64) int64) time.Duration {
	window := min(base<<attempt, ceiling)
	return window/2 + time.Duration(randN(int64(window/2)))
}

func main() {
	for _, attempt := range []int{0, 10} {
		fmt.Printf("attempt %d: full %v..%v, equal %v..%v\n", attempt,
			fullJitter(attempt, lowest), fullJitter(attempt, highest),
			equalJitter(attempt, lowest), equalJitter(attempt, highest))
	}
}
