package main

import (
	"fmt"
	"sync"
)

func main() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("main recovered:", r)
		}
	}()

	var wg sync.WaitGroup
	wg.Go(func() {
		fmt.Println("indexing documents")
		panic("index shard 3 corrupted")
	})
	wg.Wait()
	fmt.Println("indexing finished")
}
