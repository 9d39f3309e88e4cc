package main

import (
	"errors"
	"fmt"
	"runtime"
)

func classify(job string, fn func()) {
	defer func() {
		r := recover()
		_, isRuntime := r.(runtime.Error)
		fmt.Printf("%s: %t (%v)\n", job, isRuntime, r)
	}()
	fn()
}

func main() {
	classify("notify", func() {
		events := make(chan string, 1)
		close(events)
		events <- "user.created"
	})
	classify("validate", func() {
		panic(errors.New("empty order id"))
	})
	classify("count", func() {
		var hits map[string]int
		hits["/login"]++
	})
}
