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
