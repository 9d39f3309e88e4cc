package main

import "fmt"

func main() {
	results := make(chan int, 2)
	results <- 7
	close(results)
	for range 2 {
		v, ok := <-results
		fmt.Println(v, ok)
	}

	var updates chan int // nil: канал так и не создали
	select {
	case v := <-updates:
		fmt.Println("update", v)
	default:
		fmt.Println("no update")
	}

	defer func() { fmt.Println("recovered:", recover()) }()
	close(updates)
}
