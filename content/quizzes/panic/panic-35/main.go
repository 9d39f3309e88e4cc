package main

import "fmt"

func orderTotal(prices []int, extra int) int {
	total := 500
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
			total = -1
		}
	}()

	total += prices[extra]
	return total
}

func main() {
	fmt.Println("total:", orderTotal([]int{100, 200}, 2))
}
