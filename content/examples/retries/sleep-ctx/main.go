// Пауза перед повтором: time.Sleep против таймера с select по ctx.Done().
package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

const pause = 150 * time.Millisecond

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return context.Cause(ctx)
	case <-t.C:
		return nil
	}
}

func main() {
	// Вызывающему осталось 20 мс, а пауза перед ретраем — 150 мс.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	start := time.Now()
	time.Sleep(pause)
	fmt.Printf("time.Sleep: проспали всю паузу=%v, контекст к этому времени: %v\n",
		time.Since(start) >= pause, ctx.Err())
	cancel()

	ctx, cancel = context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start = time.Now()
	err := sleepCtx(ctx, pause)
	fmt.Printf("sleepCtx:   вышли раньше паузы=%v, err=%v, Is(DeadlineExceeded)=%v\n",
		time.Since(start) < pause, err, errors.Is(err, context.DeadlineExceeded))
}
