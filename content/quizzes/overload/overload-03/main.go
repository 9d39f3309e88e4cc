package main

import (
	"context"
	"fmt"

	"golang.org/x/sync/singleflight"
)

func main() {
	var g singleflight.Group
	calls := 0
	release := make(chan struct{})
	load := func() (any, error) {
		calls++
		<-release
		return "rates v1", nil
	}

	// Первый клиент ждёт результат, пока жив его контекст.
	ctx, cancel := context.WithCancel(context.Background())
	first := g.DoChan("rates", load)
	cancel()
	select {
	case r := <-first:
		fmt.Println("client 1:", r.Val)
	case <-ctx.Done():
		fmt.Println("client 1:", ctx.Err())
	}

	// Второй клиент приходит, пока загрузка ещё идёт.
	second := g.DoChan("rates", load)
	close(release)
	r := <-second
	fmt.Println("client 2:", r.Val, r.Shared)
	fmt.Println("calls:", calls)
}
