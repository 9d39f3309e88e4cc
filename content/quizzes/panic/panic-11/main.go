package main

import "fmt"

func backoffNamed() (delay int) {
	defer func() { delay *= 10 }()
	delay = 2
	return delay + 1
}

func backoffLocal() int {
	delay := 2
	defer func() { delay *= 10 }()
	return delay + 1
}

func main() {
	fmt.Println(backoffNamed(), backoffLocal())
}
