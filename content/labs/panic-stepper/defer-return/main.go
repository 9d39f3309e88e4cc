// Пресет «defer меняет результат после return» лаборатории /labs/panic-stepper: отложенная функция меняет именованный результат после return.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func double() (n int) {
	defer func() {
		n = n * 2
	}()
	return 21
}

func single() int {
	n := 21
	defer func() {
		n = n * 2
	}()
	return n
}

func main() {
	a := double()
	fmt.Println("double вернула", a)
	b := single()
	fmt.Println("single вернула", b)
}
