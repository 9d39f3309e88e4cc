package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Наивный классификатор: любой DeadlineExceeded значит «хватит».
func naive(err error) string {
	if errors.Is(err, context.DeadlineExceeded) {
		return "stop"
	}
	return "retry"
}

// Сначала спрашиваем родителя: это истёк весь запрос или только попытка?
func aware(parent context.Context, err error) string {
	if parent.Err() != nil {
		return "stop"
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return "retry if idempotent"
	}
	return "retry"
}

func attempt(parent context.Context, perAttempt time.Duration) error {
	ctx, cancel := context.WithTimeout(parent, perAttempt)
	defer cancel()
	<-ctx.Done() // зависимость зависла, попытка ждёт до своего таймаута
	return fmt.Errorf("get quote: %w", ctx.Err())
}

func main() {
	alive, cancel1 := context.WithTimeout(context.Background(), time.Hour)
	defer cancel1()
	expired, cancel2 := context.WithTimeout(context.Background(), -time.Second)
	defer cancel2()

	for _, parent := range []context.Context{alive, expired} {
		err := attempt(parent, time.Millisecond)
		fmt.Printf("naive=%s, aware=%s\n", naive(err), aware(parent, err))
	}
}
