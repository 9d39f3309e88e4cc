// Перевыброс того же значения после recover: Go 1.25+
// печатает одну строку с пометкой [recovered, repanicked].
package main

import "fmt"

func main() {
	defer func() {
		r := recover()
		fmt.Println("закрываем ресурсы, паника:", r)
		panic(r) // то же значение — дальше по стеку
	}()
	panic("ledger corrupted")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
