package main

import (
	"fmt"
	"math/rand/v2"
	"time"
)

func main() {
	const (
		base    = 100 * time.Millisecond
		ceiling = 2 * time.Second
	)
	rng := rand.New(rand.NewPCG(2026, 11)) // фиксированное зерно: вывод воспроизводим

	// Full jitter для 10-й попытки: случайная пауза в [0, min(cap, base<<10)).
	window := min(base<<10, ceiling)
	lo, hi := window, time.Duration(0)
	for range 1000 {
		d := time.Duration(rng.Int64N(int64(window)))
		lo, hi = min(lo, d), max(hi, d)
	}

	fmt.Println("window:", window)
	fmt.Println("min < 100ms:", lo < 100*time.Millisecond)
	fmt.Println("max < cap:", hi < ceiling)
	fmt.Println("max > 1.9s:", hi > 1900*time.Millisecond)
}
