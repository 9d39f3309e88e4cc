package main

import (
	"context"
	"errors"
	"fmt"
)

var errLost = errors.New("hedge: another replica answered first")

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	answers := make(chan string, 2)
	aStopped := make(chan error)

	go func() { // реплика A отстаёт и ждёт отмены
		<-ctx.Done()
		aStopped <- context.Cause(ctx)
	}()
	go func() { answers <- "B" }() // хедж к реплике B отвечает сразу

	winner := <-answers
	cancel(errLost)
	fmt.Println("winner:", winner)
	err := <-aStopped
	fmt.Println("A:", err)
	fmt.Println(errors.Is(ctx.Err(), context.Canceled))
}
