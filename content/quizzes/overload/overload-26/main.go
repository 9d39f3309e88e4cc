package main

import "fmt"

// После сбоя каждый запрос опаздывает и повторяется, пока попытки не кончатся:
// вернётся ли сервер ёмкостью 100 запр/с при потоке 60 запр/с?
func main() {
	const capacity, arrivals = 100, 60
	for attempts := 1; attempts <= 3; attempts++ {
		offered := arrivals * attempts
		verdict := "восстановится"
		if offered > capacity {
			verdict = "застрянет"
		}
		fmt.Printf("попыток %d: %d запр/с — %s\n", attempts, offered, verdict)
	}
}
