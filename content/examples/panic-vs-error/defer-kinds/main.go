// Какие defer компилятор делает open-coded. Посмотреть решение компилятора:
//
//	go build -gcflags=-d=defer ./examples/panic-vs-error/defer-kinds
package main

import (
	"fmt"
	"sync"
)

var mu sync.Mutex

// Один defer, один return: open-coded.
func simple(n int) int {
	mu.Lock()
	defer mu.Unlock()
	return n * 2
}

// defer в цикле: число вызовов неизвестно при компиляции.
func inLoop(names []string) {
	for _, name := range names {
		defer fmt.Print(name, " ")
	}
}

// 4 return × 4 defer = 16 > 15: open-coding отключается.
func manyExits(code int) string {
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	switch code {
	case 1:
		return "one"
	case 2:
		return "two"
	case 3:
		return "three"
	}
	return "other"
}

// 3 return × 5 defer = 15: ещё open-coded.
func fewExits(code int) string {
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	if code == 1 {
		return "one"
	}
	if code == 2 {
		return "two"
	}
	return "other"
}

// Девять defer: больше восьми, open-coding отключается.
func nine() {
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
	defer fmt.Print("")
}

func main() {
	fmt.Println(simple(21))
	inLoop([]string{"c", "b", "a"})
	fmt.Println()
	fmt.Println(manyExits(2), fewExits(2))
	nine()
}
