package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var ErrShutdown = errors.New("server shutting down")

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(ErrShutdown)
	cancel(errors.New("second call"))

	fmt.Println(ctx.Err())
	fmt.Println(context.Cause(ctx))
	fmt.Println(errors.Is(ctx.Err(), ErrShutdown))

	child, stop := context.WithTimeout(ctx, time.Hour)
	defer stop()
	fmt.Println(context.Cause(child))
}
