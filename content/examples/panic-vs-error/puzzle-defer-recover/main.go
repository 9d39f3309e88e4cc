package main

import "fmt"

func main() {
	defer fmt.Println("deferred print")
	defer recover()
	panic("is it caught?")
}
