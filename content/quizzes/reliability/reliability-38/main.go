package main

import (
	"context"
	"fmt"
	"time"
)

func main() {
	// Бюджет запроса уже истёк.
	reqCtx, cancel := context.WithTimeout(context.Background(), -time.Second)
	defer cancel()

	// Отправку события в outbox отвязываем от запроса, но ограничиваем своим таймаутом.
	outboxCtx, cancelOutbox := context.WithTimeout(context.WithoutCancel(reqCtx), time.Hour)
	defer cancelOutbox()

	// Тот же таймаут, но без WithoutCancel.
	naiveCtx, cancelNaive := context.WithTimeout(reqCtx, time.Hour)
	defer cancelNaive()

	fmt.Println("request:", reqCtx.Err())
	fmt.Println("outbox: ", outboxCtx.Err())
	fmt.Println("naive:  ", naiveCtx.Err())
}
