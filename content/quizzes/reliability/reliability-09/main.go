package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func main() {
	// Дедлайн в прошлом: контекст истекает сразу при создании.
	expired := time.Now().Add(-time.Second)
	ctx, cancel := context.WithDeadline(context.Background(), expired)

	fmt.Println(ctx.Err())

	cancel() // отмена уже завершённого контекста
	fmt.Println(ctx.Err())
	fmt.Println(errors.Is(ctx.Err(), context.Canceled))
	fmt.Println(errors.Is(ctx.Err(), context.DeadlineExceeded))
}
