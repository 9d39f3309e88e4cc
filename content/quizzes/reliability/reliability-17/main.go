package main

import (
	"context"
	"errors"
	"fmt"

	"golang.org/x/sync/errgroup"
)

var errPricing = errors.New("pricing: 502 bad gateway")

func main() {
	// Первая группа: одна из задач падает.
	g1, gctx1 := errgroup.WithContext(context.Background())
	g1.Go(func() error { return errPricing })
	g1.Go(func() error {
		<-gctx1.Done() // ждём, пока группу отменят
		return nil
	})
	err := g1.Wait()
	fmt.Println("wait:", err)
	fmt.Println("gctx1:", gctx1.Err(), "| cause:", context.Cause(gctx1))

	// Вторая группа: все задачи успешны.
	g2, gctx2 := errgroup.WithContext(context.Background())
	g2.Go(func() error { return nil })
	fmt.Println("before wait:", gctx2.Err())
	_ = g2.Wait()
	fmt.Println("after wait:", gctx2.Err())
}
