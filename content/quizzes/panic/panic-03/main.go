package main

// The moment the runtime notices the race depends on scheduling.
//goprep:timing

import (
	"fmt"
	"sync"
)

func main() {
	defer fmt.Println("main: deferred")
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()

	lastSeen := map[int]int{}
	var wg sync.WaitGroup
	for worker := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for user := range 2_000_000 {
				lastSeen[user%100] = worker
			}
		}()
	}
	wg.Wait()
	fmt.Println("users tracked:", len(lastSeen))
}
