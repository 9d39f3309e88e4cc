package main

import (
	"fmt"
	"math/rand/v2"
	"time"
)

const (
	base    = 200 * time.Millisecond
	ceiling = 5 * time.Second
)

var rng = rand.New(rand.NewPCG(7, 7)) // фиксированное зерно: вывод воспроизводим

// Equal jitter: половина паузы фиксирована, половина случайна.
func equalJitter(attempt int) time.Duration {
	temp := min(base<<attempt, ceiling)
	return temp/2 + time.Duration(rng.Int64N(int64(temp/2)))
}

func main() {
	lo, hi := time.Duration(1<<62), time.Duration(0)
	for range 1000 {
		d := equalJitter(8) // 200ms<<8 = 51.2s, обрезается до 5s
		lo, hi = min(lo, d), max(hi, d)
	}
	fmt.Println("min >= 2.5s:", lo >= ceiling/2)
	fmt.Println("max < 5s:", hi < ceiling)
	fmt.Println("min < 2.6s:", lo < 2600*time.Millisecond)
}
