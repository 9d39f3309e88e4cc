package main

import "fmt"

func main() {
	queue := make(chan int, 3)
	var dropped []int
	for job := 1; job <= 5; job++ {
		select {
		case queue <- job:
		default:
			dropped = append(dropped, job)
		}
	}
	close(queue)
	var kept []int
	for job := range queue {
		kept = append(kept, job)
	}
	fmt.Println("kept:", kept)
	fmt.Println("dropped:", dropped)
}
