package main

import (
	"fmt"
	"runtime"
)

func verify(token string) {
	if token == "" {
		fmt.Println("empty token, stopping worker")
		runtime.Goexit()
	}
	fmt.Println("token ok")
}

func main() {
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() {
			fmt.Println("recover:", recover())
		}()
		verify("")
		fmt.Println("processing request")
	}()

	<-done
	fmt.Println("main continues")
}
