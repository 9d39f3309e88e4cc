// Пресет «Перехватить, записать и паниковать снова» лаборатории /labs/panic-stepper: повторная паника с тем же значением.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func handler() {
	defer func() {
		r := recover()
		fmt.Println("handler: записали в лог:", r)
		panic(r)
	}()
	panic("assignment to nil map")
}

func main() {
	defer fmt.Println("main: defer выполняется и при повторной панике")
	handler()
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
