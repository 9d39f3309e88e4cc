package main

import (
	"context"
	"fmt"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	ran := false
	stop := context.AfterFunc(ctx, func() { ran = true })

	fmt.Println(stop())
	fmt.Println(stop())

	done := make(chan struct{})
	context.AfterFunc(ctx, func() { close(done) })
	cancel()
	<-done
	fmt.Println(ran)
}
