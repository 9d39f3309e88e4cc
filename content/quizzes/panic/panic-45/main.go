package main

import (
	"fmt"
	"sync"
)

func main() {
	defer func() {
		fmt.Println("recovered:", recover())
	}()

	var wg sync.WaitGroup
	wg.Add(1)
	done := make(chan struct{})
	go func() {
		defer close(done)
		wg.Done()
	}()
	<-done

	fmt.Println("worker finished")
	wg.Done() // «на всякий случай» ещё раз
	wg.Wait()
	fmt.Println("all done")
}
