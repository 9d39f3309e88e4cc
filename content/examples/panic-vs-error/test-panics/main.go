// Как проверить в тесте, что функция паникует: recover в defer хелпера
// плюс флаг, который отличает «f вернулась» от «f паниковала».
package main

import (
	"fmt"
	"runtime"
)

// panics вызывает f и сообщает, паниковала ли она и с каким значением.
// Флаг нужен, чтобы не путать нормальный возврат с паникой, чьё значение
// recover вернул бы как nil (panic(nil) до Go 1.21 или с panicnil=1).
func panics(f func()) (value any, panicked bool) {
	panicked = true
	defer func() {
		if panicked {
			value = recover()
		}
	}()
	f()
	panicked = false
	return nil, false
}

func mustPositive(n int) int {
	if n <= 0 {
		panic(fmt.Sprintf("mustPositive: %d", n))
	}
	return n
}

func main() {
	cases := []struct {
		name string
		f    func()
	}{
		{"mustPositive(-1)", func() { mustPositive(-1) }},
		{"mustPositive(5)", func() { mustPositive(5) }},
		{"index [3] of 2", func() { _ = []int{1, 2}[len("abc")] }},
		{"panic(nil)", func() { panic(nil) }},
	}
	for _, c := range cases {
		v, ok := panics(c.f)
		_, isRuntime := v.(runtime.Error)
		fmt.Printf("%-17s panicked=%-5v runtime.Error=%-5v %v\n", c.name, ok, isRuntime, v)
	}
}
