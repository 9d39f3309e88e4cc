// Пресет «Порядок defer и аргументы» лаборатории /labs/panic-stepper: порядок defer и момент вычисления аргументов.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func main() {
	x := 1
	defer fmt.Println("defer 1: x =", x)
	defer func() {
		fmt.Println("defer 2 (замыкание): x =", x)
	}()
	x = 2
	defer fmt.Println("defer 3: x =", x)
	x = 3
	fmt.Println("main: x =", x)
}
