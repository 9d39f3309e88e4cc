package main

import (
	"context"
	"fmt"
	"time"
)

func main() {
	// Входящий запрос: на всё про всё 2 секунды.
	reqCtx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	reqDeadline, _ := reqCtx.Deadline()

	// Клиент платёжки «по привычке» ставит себе 30 секунд.
	callCtx, cancelCall := context.WithTimeout(reqCtx, 30*time.Second)
	defer cancelCall()
	callDeadline, _ := callCtx.Deadline()

	// А кэш берёт себе 50 мс.
	cacheCtx, cancelCache := context.WithTimeout(reqCtx, 50*time.Millisecond)
	defer cancelCache()
	cacheDeadline, _ := cacheCtx.Deadline()

	fmt.Println("call == request:", callDeadline.Equal(reqDeadline))
	fmt.Println("cache == request:", cacheDeadline.Equal(reqDeadline))
	fmt.Println("cache before request:", cacheDeadline.Before(reqDeadline))
}
