// Итератор обязан прекратить вызывать yield, как только тот вернул false
// (break, return или паника в теле цикла). Рантайм проверяет это сам.
package main

import (
	"fmt"
	"iter"
	"runtime"
)

// leaky игнорирует результат yield — частая ошибка в самописных итераторах.
func leaky(xs []string) iter.Seq[string] {
	return func(yield func(string) bool) {
		for _, x := range xs {
			yield(x)
		}
	}
}

func main() {
	defer func() {
		v := recover()
		_, isRuntime := v.(runtime.Error)
		fmt.Printf("recover: %v\nruntime.Error: %v\n", v, isRuntime)
	}()
	for id := range leaky([]string{"a1", "a2", "a3"}) {
		fmt.Println("обработан", id)
		if id == "a2" {
			break // yield вернёт false, а итератор продолжит
		}
	}
	fmt.Println("сюда не дойдём")
}
