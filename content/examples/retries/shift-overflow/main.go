// Что на самом деле даёт base << attempt на больших номерах попытки.
package main

import (
	"fmt"
	"time"
)

const (
	base     = 100 * time.Millisecond
	maxDelay = 10 * time.Second
)

// onlyUpper — типичная ошибка: проверяем только верхнюю границу.
func onlyUpper(attempt int) time.Duration {
	d := base << attempt
	if d > maxDelay {
		d = maxDelay
	}
	return d
}

// bothChecks — проверка из многих статей: > потолка ИЛИ <= 0.
// Работает, но отрицательные значения — лишь часть переполнений.
func bothChecks(attempt int) time.Duration {
	d := base << attempt
	if d > maxDelay || d <= 0 {
		d = maxDelay
	}
	return d
}

// clampedShift сначала ограничивает сам показатель степени:
// 2^7 · 100ms уже больше потолка, дальше сдвигать незачем.
func clampedShift(attempt int) time.Duration {
	const maxShift = 7
	if attempt > maxShift {
		attempt = maxShift
	}
	return min(base<<attempt, maxDelay)
}

func main() {
	fmt.Println("attempt  base<<attempt (нс)         как Duration")
	for _, a := range []int{35, 36, 37, 38, 39, 40, 50, 55, 56, 57, 63, 64} {
		d := base << a
		fmt.Printf("%-8d %-26d %v\n", a, int64(d), d)
	}

	fmt.Println()
	fmt.Println("attempt  onlyUpper                  bothChecks  clampedShift")
	for _, a := range []int{36, 37, 38, 56, 70} {
		fmt.Printf("%-8d %-26v %-11v %v\n", a, onlyUpper(a), bothChecks(a), clampedShift(a))
	}
}
