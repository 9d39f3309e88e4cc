// Как жить с errgroup: каждая функция оборачивается в recover,
// паника становится ошибкой группы и отменяет контекст остальных.
package main

import (
	"context"
	"errors"
	"fmt"

	"golang.org/x/sync/errgroup"
)

var ErrPanic = errors.New("panic in task")

// safe превращает панику в ошибку. Стек в проде кладут в лог или в саму ошибку.
func safe(name string, fn func() error) func() error {
	return func() (err error) {
		defer func() {
			if v := recover(); v != nil {
				err = fmt.Errorf("%w %s: %v", ErrPanic, name, v)
			}
		}()
		return fn()
	}
}

func main() {
	g, ctx := errgroup.WithContext(context.Background())
	g.Go(safe("waiter", func() error {
		<-ctx.Done() // отменится, когда соседняя задача вернёт ошибку
		return ctx.Err()
	}))
	g.Go(safe("quota", func() error {
		var quotas map[string]int
		quotas["tenant-7"]--
		return nil
	}))

	err := g.Wait()
	fmt.Println("Wait:", err)
	fmt.Println("errors.Is(err, ErrPanic):", errors.Is(err, ErrPanic))
}
