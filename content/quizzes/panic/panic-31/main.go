package main

import "fmt"

func logPanic(op string) {
	if r := recover(); r != nil {
		fmt.Println(op, "recovered:", r)
	}
}

func syncInventory() {
	defer func() {
		fmt.Println("cleanup")
		logPanic("sync")
	}()
	fmt.Println("calling warehouse API")
	panic("warehouse API timeout")
}

func main() {
	syncInventory()
	fmt.Println("next job")
}
