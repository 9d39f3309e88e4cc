package main

import "fmt"

func main() {
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	defer func() {
		panic("close failed")
	}()
	panic("write failed")
}
