package main

import "fmt"

func main() {
	attempt := 1
	defer fmt.Println("attempts reported:", attempt)

	for attempt < 4 {
		attempt++
	}
	fmt.Println("last attempt:", attempt)
}
