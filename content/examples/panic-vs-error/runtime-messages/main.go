// Дословные тексты стандартных паник рантайма. Каждую ловим recover
// и печатаем значение, его тип и то, реализует ли оно runtime.Error.
package main

import (
	"errors"
	"fmt"
	"runtime"
)

type shape interface{ Area() float64 }

type square struct{ side float64 }

func (s square) Area() float64 { return s.side * s.side }

type user struct{ name string }

func try(label string, f func()) {
	defer func() {
		r := recover()
		err, _ := r.(error)
		var re runtime.Error
		fmt.Printf("%-16s runtime.Error=%-5v %T\n    %v\n", label, errors.As(err, &re), r, r)
	}()
	f()
}

func main() {
	xs := []int{10, 20, 30}
	idx, lo, hi, n, zero := 5, 2, 1, -1, 0
	var counts map[string]int
	var u *user
	var done chan struct{}
	var anyVal any = "42"
	var sh shape = square{2}

	try("index", func() { _ = xs[idx] })
	try("slice bounds", func() { _ = xs[lo:hi] })
	try("slice cap", func() { _ = xs[:idx] })
	try("nil map", func() { counts["a"]++ })
	try("nil pointer", func() { fmt.Println(u.name) })
	try("divide", func() { fmt.Println(10 / zero) })
	try("conversion", func() { _ = anyVal.(int) })
	try("conversion 2", func() { _ = sh.(fmt.Stringer) })
	try("makeslice", func() { _ = make([]int, n) })
	try("close nil chan", func() { close(done) })
	try("close closed", func() {
		ch := make(chan struct{})
		close(ch)
		close(ch)
	})
	try("send on closed", func() {
		ch := make(chan int, 1)
		close(ch)
		ch <- 1
	})
	try("error value", func() { panic(errors.New("config: missing dsn")) })
	try("string value", func() { panic("boom") })
}
