package main

import (
	"context"
	"fmt"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // запрос уже отменён до регистрации колбэка

	actions := make(chan string, 1)
	stop := context.AfterFunc(ctx, func() {
		actions <- "rollback reservation"
	})

	fmt.Println("stopped in time:", stop())
	fmt.Println(<-actions)
}
