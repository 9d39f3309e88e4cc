package main

import (
	"fmt"
	"time"
)

func main() {
	idle := time.NewTimer(time.Millisecond)
	time.Sleep(200 * time.Millisecond) // таймер сработал, значение не прочитано

	// Продлеваем idle-таймаут соединения без слива канала.
	idle.Reset(time.Hour)

	select {
	case <-idle.C:
		fmt.Println("connection closed as idle")
	case <-time.After(100 * time.Millisecond):
		fmt.Println("connection still alive")
	}
}
