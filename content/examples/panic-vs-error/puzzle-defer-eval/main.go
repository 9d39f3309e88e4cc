package main

import "fmt"

func run() (n int) {
	defer fmt.Println("A", n)
	defer func() { fmt.Println("B", n) }()
	defer func() {
		if recover() != nil {
			n *= 10
		}
	}()
	n = 7
	panic("stop")
}

func main() {
	fmt.Println("result", run())
}
