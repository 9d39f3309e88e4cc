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

	plain, stop := context.WithCancel(context.Background())
	stop()
	fmt.Println(context.Cause(plain))
}
