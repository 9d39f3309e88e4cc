// Пресет «recover в defer паникующей функции» лаборатории /labs/panic-stepper: recover прямо в отложенной функции паникующего кадра.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func parse() {
	defer func() {
		r := recover()
		if r != nil {
			fmt.Println("parse: перехвачено:", r)
		}
	}()
	defer fmt.Println("parse: этот defer объявлен позже и выполнится первым")
	fmt.Println("parse: читаем вход")
	panic("unexpected token")
}

func main() {
	parse()
	fmt.Println("main: работаем дальше")
}
