// Пресет «defer logPanic() — напрямую» лаборатории /labs/panic-stepper: отложенная именованная функция с recover срабатывает.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func logPanic() {
	r := recover()
	fmt.Println("logPanic: recover вернул", r)
}

func work() {
	defer logPanic()
	panic("disk full")
}

func main() {
	work()
	fmt.Println("main: работаем дальше")
}
