package main

import "fmt"

func main() {
	defer fmt.Println("shutdown hooks")

	results := make(chan string)
	results <- "report ready"
	fmt.Println(<-results)
}
