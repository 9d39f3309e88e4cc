package main

import (
	"fmt"
	"time"
)

func backoff(attempt int) time.Duration {
	const (
		base    = 250 * time.Millisecond
		ceiling = 3 * time.Second
	)
	return min(base<<attempt, ceiling)
}

func main() {
	var plan []time.Duration
	for attempt := range 6 {
		plan = append(plan, backoff(attempt))
	}
	fmt.Println(plan)
}
