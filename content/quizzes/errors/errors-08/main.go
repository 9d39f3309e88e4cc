package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()

	<-ctx.Done() // ждём, пока истечёт дедлайн
	err := fmt.Errorf("query ledger: %w", ctx.Err())

	fmt.Println(err)
	fmt.Println(errors.Is(err, context.DeadlineExceeded))
	fmt.Println(errors.Is(err, context.Canceled))

	cancel()
	fmt.Println(ctx.Err() == context.DeadlineExceeded)
}
