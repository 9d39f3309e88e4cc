package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var ErrSLA = errors.New("report exceeded its 1ms SLA")

func main() {
	ctx, cancel := context.WithTimeoutCause(context.Background(), time.Millisecond, ErrSLA)
	defer cancel()
	<-ctx.Done()

	fmt.Println(ctx.Err())
	fmt.Println(context.Cause(ctx))

	// Второй отчёт отменяют руками задолго до его таймаута.
	aborted, abort := context.WithTimeoutCause(context.Background(), time.Hour, ErrSLA)
	abort()
	fmt.Println(aborted.Err())
	fmt.Println(context.Cause(aborted))
}
