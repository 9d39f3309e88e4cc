package main

import "fmt"

func main() {
	requests := 120
	var elapsed float64
	var seconds int

	fmt.Println("float rate:", float64(requests)/elapsed)
	fmt.Println("int rate:", requests/seconds)
}
