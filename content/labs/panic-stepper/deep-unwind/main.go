// Пресет «Раскрутка через два кадра» лаборатории /labs/panic-stepper: паника в глубоком кадре раскручивает два кадра с их defer.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func loadRow() {
	defer fmt.Println("loadRow: defer — закрываем rows")
	fmt.Println("loadRow: читаем строку")
	panic("row 3: index out of range")
}

func service() {
	defer fmt.Println("service: defer 1")
	defer fmt.Println("service: defer 2")
	loadRow()
	fmt.Println("service: после loadRow")
}

func handle() (status int) {
	defer func() {
		r := recover()
		if r != nil {
			fmt.Println("handle: перехвачено:", r)
			status = 500
		}
	}()
	service()
	return 200
}

func main() {
	code := handle()
	fmt.Println("main: статус", code)
}
