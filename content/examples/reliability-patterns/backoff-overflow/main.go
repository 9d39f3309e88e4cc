// base << attempt переполняет int64 раньше, чем кажется, и не только в минус.
package main

import (
	"fmt"
	"time"
)

const (
	base    = 100 * time.Millisecond
	ceiling = 5 * time.Second
)

// naive полагается на то, что переполнение даёт отрицательное число.
func naive(attempt int) time.Duration {
	d := base << attempt
	if d <= 0 {
		d = ceiling
	}
	return d
}

// combined: проверка «> ceiling || <= 0» ловит и отрицательные, и огромные положительные.
func combined(attempt int) time.Duration {
	d := base << attempt
	if d > ceiling || d <= 0 {
		d = ceiling
	}
	return d
}

// clamped ограничивает номер попытки до сдвига: переполнения не бывает вовсе.
func clamped(attempt int) time.Duration {
	const maxShift = 30 // 100ms << 30 ≈ 3.4 года — больше любого потолка
	if attempt > maxShift {
		attempt = maxShift
	}
	return min(base<<attempt, ceiling)
}

func main() {
	fmt.Printf("%-8s %-26s %-26s %-9s %s\n", "attempt", "base<<attempt", "naive", "combined", "clamped")
	for _, a := range []int{5, 36, 37, 38, 55, 56, 64} {
		fmt.Printf("%-8d %-26v %-26v %-9v %v\n", a, base<<a, naive(a), combined(a), clamped(a))
	}
}
