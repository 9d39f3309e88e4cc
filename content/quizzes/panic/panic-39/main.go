package main

import "fmt"

func main() {
	header := make([]byte, 4, 8)

	n := 6
	fmt.Println("extended:", len(header[:n]))

	n = 10
	fmt.Println("extended:", len(header[:n]))
}
