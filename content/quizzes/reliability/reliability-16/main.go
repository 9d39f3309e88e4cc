package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"time"
)

// Пауза перед ретраем по full jitter: случайная в [0, min(cap, base<<attempt)).
func pauses(rng *rand.Rand) []time.Duration {
	var out []time.Duration
	for attempt := range 5 {
		window := min(100*time.Millisecond<<attempt, 2*time.Second)
		out = append(out, time.Duration(rng.Int64N(int64(window))))
	}
	return out
}

func main() {
	// Три реплики клиента стартуют из одного образа: зерно зашито в конфиг.
	var sameSeed [][]time.Duration
	for range 3 {
		sameSeed = append(sameSeed, pauses(rand.New(rand.NewPCG(42, 0))))
	}
	fmt.Println("same seed, same pauses:", slices.Equal(sameSeed[0], sameSeed[1]) && slices.Equal(sameSeed[1], sameSeed[2]))

	// Зерно своё у каждой реплики (например, номер пода).
	a := pauses(rand.New(rand.NewPCG(42, 1)))
	b := pauses(rand.New(rand.NewPCG(42, 2)))
	fmt.Println("own seeds, same pauses:", slices.Equal(a, b))
}
