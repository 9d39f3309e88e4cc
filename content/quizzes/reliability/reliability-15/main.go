package main

import (
	"fmt"
	"math/rand/v2"
	"time"
)

func main() {
	const (
		base    = 50 * time.Millisecond
		ceiling = 1 * time.Second
	)
	rng := rand.New(rand.NewPCG(42, 1)) // фиксированное зерно: вывод воспроизводим

	// Decorrelated jitter: sleep = min(cap, random[base, prev*3)).
	prev := base
	lo, hi := ceiling, time.Duration(0)
	decreased := 0
	for range 1000 {
		next := min(ceiling, base+time.Duration(rng.Int64N(int64(prev*3-base))))
		if next < prev {
			decreased++
		}
		lo, hi = min(lo, next), max(hi, next)
		prev = next
	}

	fmt.Println("never below base:", lo >= base)
	fmt.Println("never above cap:", hi <= ceiling)
	fmt.Println("hit the cap:", hi == ceiling)
	fmt.Println("sometimes shrinks:", decreased > 0)
}
