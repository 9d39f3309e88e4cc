// errgroup.Group.Go не перехватывает панику: процесс падает.
// Wait здесь не вернётся, потому что первая задача ждёт отмены, которой
// не будет; без неё Wait мог бы успеть вернуться до падения (гонка).
package main

import (
	"context"
	"fmt"

	"golang.org/x/sync/errgroup"
)

func main() {
	defer func() {
		fmt.Println("main: recover =", recover()) // не выполнится
	}()

	fmt.Println("main: запускаем группу")
	g, ctx := errgroup.WithContext(context.Background())
	g.Go(func() error {
		<-ctx.Done() // ждёт отмены, которой не будет
		return ctx.Err()
	})
	g.Go(func() error {
		var quotas map[string]int
		quotas["tenant-7"]-- // паника в горутине группы
		return nil
	})

	err := g.Wait()
	fmt.Println("main: Wait вернул", err)
}
