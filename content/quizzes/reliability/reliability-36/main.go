package main

import (
	"fmt"
	"time"
)

func main() {
	// Таймаут ожидания ответа; таймер давно истёк, но значение никто не читал.
	timeout := time.NewTimer(time.Millisecond)
	time.Sleep(200 * time.Millisecond)

	fmt.Println("len/cap:", len(timeout.C), cap(timeout.C))

	fmt.Println("stopped:", timeout.Stop())

	select {
	case <-timeout.C:
		fmt.Println("stale tick received")
	default:
		fmt.Println("channel is empty")
	}
}
