package main

import "fmt"

func main() {
	status := "pending"

	defer func() {
		fmt.Println("closure sees:", status)
	}()
	defer fmt.Println("argument saved:", status)

	status = "committed"
	fmt.Println("body set:", status)
}
