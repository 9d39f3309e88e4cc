package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var (
	errUpstream = errors.New("upstream 503")
	errBudget   = errors.New("order sync budget exhausted")
)

func syncOrders(ctx context.Context) error {
	backoff := time.Hour // заведомо дольше бюджета
	for attempt := 1; ; attempt++ {
		err := errUpstream // зависимость всё время отвечает 503
		fmt.Printf("attempt %d: %v\n", attempt, err)

		pause := time.NewTimer(backoff)
		select {
		case <-ctx.Done():
			pause.Stop()
			return errors.Join(err, context.Cause(ctx))
		case <-pause.C:
		}
	}
}

func main() {
	ctx, cancel := context.WithTimeoutCause(context.Background(), 200*time.Millisecond, errBudget)
	defer cancel()

	err := syncOrders(ctx)
	fmt.Printf("%q\n", err.Error())
	fmt.Println(errors.Is(err, errUpstream), errors.Is(err, context.DeadlineExceeded))
}
