// Экспоненциальный backoff с потолком: пауза и суммарное ожидание по попыткам.
package main

import (
	"fmt"
	"time"
)

const (
	base     = 100 * time.Millisecond
	maxDelay = 10 * time.Second
)

// expDelay возвращает min(maxDelay, base·2^attempt) без переполнения:
// сравниваем base с maxDelay>>attempt, а сдвигаем только когда результат
// гарантированно не превысит потолок.
func expDelay(attempt int) time.Duration {
	if attempt >= 63 || base > maxDelay>>attempt {
		return maxDelay
	}
	return base << attempt
}

func main() {
	fmt.Printf("%-8s %-10s %-10s %s\n", "attempt", "raw", "delay", "всего ждали")
	var total time.Duration
	for attempt := 0; attempt <= 10; attempt++ {
		raw := base << attempt
		d := expDelay(attempt)
		total += d
		shown := d.String()
		if d != raw {
			shown += "*" // упёрлись в потолок
		}
		fmt.Printf("%-8d %-10v %-10s %v\n", attempt, raw, shown, total)
	}
}
