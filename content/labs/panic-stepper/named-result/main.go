// Пресет «Именованный результат после recover» лаборатории /labs/panic-stepper: именованный результат меняется в defer после recover.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func divideNamed() (res int) {
	defer func() {
		r := recover()
		if r != nil {
			res = -1
		}
	}()
	panic("integer divide by zero")
}

func divideUnnamed() int {
	res := 7
	defer func() {
		r := recover()
		if r != nil {
			res = -1
			fmt.Println("  divideUnnamed: локальная res =", res)
		}
	}()
	panic("integer divide by zero")
}

func main() {
	a := divideNamed()
	fmt.Println("divideNamed вернула", a)
	b := divideUnnamed()
	fmt.Println("divideUnnamed вернула", b)
}
