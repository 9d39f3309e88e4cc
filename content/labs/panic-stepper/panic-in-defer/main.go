// Пресет «Паника внутри defer» лаборатории /labs/panic-stepper: паника внутри отложенного вызова во время раскрутки.
// Файл порождён из пресета (src/engine/panic-stepper/presets.ts, goSource); тест сверяет его и вывод Go со степпером.
package main

import "fmt"

func main() {
	defer fmt.Println("main: последний defer")
	defer func() {
		panic("close failed")
	}()
	panic("write failed")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
