// Пресет «recover во вложенном хелпере» лаборатории /labs/panic-stepper: recover во вложенной функции не останавливает панику.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func logPanic() {
	r := recover()
	fmt.Println("logPanic: recover вернул", r)
}

func work() {
	defer func() {
		logPanic()
	}()
	panic("disk full")
}

func main() {
	defer fmt.Println("main: defer выполнится и при падении")
	work()
	fmt.Println("main: сюда не дойдём")
}
