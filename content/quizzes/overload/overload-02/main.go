package main

import (
	"context"
	"fmt"
)

func main() {
	parent, cancel := context.WithCancel(context.Background())
	detached := context.WithoutCancel(parent)

	fired := false
	stop := context.AfterFunc(detached, func() { fired = true })

	done := make(chan struct{})
	context.AfterFunc(parent, func() { close(done) })
	cancel()
	<-done

	fmt.Println(parent.Err(), detached.Err())
	fmt.Println(fired, stop())
}
