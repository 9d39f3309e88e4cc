package main

import (
	"fmt"
	"time"
)

const (
	baseDelay = 100 * time.Millisecond
	maxDelay  = 30 * time.Second
)

// Защита от переполнения проверяет только «ушло в минус».
func nextDelay(attempt uint) time.Duration {
	d := baseDelay << attempt
	if d <= 0 {
		return maxDelay
	}
	return min(d, maxDelay)
}

// А здесь забыли min: полагаются на то, что переполнение всегда даёт минус.
func nextDelayNoMin(attempt uint) time.Duration {
	d := baseDelay << attempt
	if d <= 0 {
		return maxDelay
	}
	return d
}

func main() {
	for _, attempt := range []uint{3, 37, 38} {
		fmt.Println(attempt, nextDelay(attempt), nextDelayNoMin(attempt))
	}
}
