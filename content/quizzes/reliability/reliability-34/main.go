package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errSLA = errors.New("checkout SLA exceeded")

func main() {
	parent := context.Background()

	// Первый контекст истекает сразу: таймаут отрицательный.
	expired, cancel1 := context.WithTimeoutCause(parent, -time.Second, errSLA)
	defer cancel1()

	// Второй отменяем руками задолго до его дедлайна.
	aborted, cancel2 := context.WithTimeoutCause(parent, time.Hour, errSLA)
	cancel2()

	fmt.Println("expired:", expired.Err(), "|", context.Cause(expired))
	fmt.Println("aborted:", aborted.Err(), "|", context.Cause(aborted))
}
