package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"golang.org/x/sync/errgroup"
)

func main() {
	ctx := context.Background()
	g, gctx := errgroup.WithContext(ctx)

	g.Go(func() error {
		return errors.New("profile: user not found")
	})
	g.Go(func() error {
		// Ошибка: слушаем ctx запроса, а не gctx группы.
		select {
		case <-ctx.Done():
			fmt.Println("recommendations: cancelled")
		case <-time.After(300 * time.Millisecond):
			fmt.Println("recommendations: computed, result thrown away")
		}
		return nil
	})

	fmt.Println("wait:", g.Wait())
	fmt.Println("ctx:", ctx.Err(), "| gctx:", gctx.Err())
}
