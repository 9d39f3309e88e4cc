package main

import "fmt"

type ReasonCode string

func authorize(amount int) {
	if amount > 10_000 {
		panic(ReasonCode("limit_exceeded"))
	}
	fmt.Println("authorized", amount)
}

func main() {
	authorize(500)
	authorize(25_000)
}
