package main

import (
	"fmt"
	"runtime"
)

func main() {
	defer fmt.Println("main: deferred cleanup")

	done := make(chan struct{})
	go func() {
		fmt.Println("worker: report sent")
		close(done)
	}()
	<-done

	runtime.Goexit()
}
