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

//goprep:browser differs в js/wasm после runtime.Goexit в main рантайм сообщает общее «all goroutines are asleep - deadlock!» вместо «no goroutines (main called runtime.Goexit) - deadlock!»
