package main

import "fmt"

func main() {
	defer func() {
		fmt.Println("outer:", recover())
	}()
	defer func() {
		fmt.Println("inner:", recover())
	}()

	panic("token expired")
}
