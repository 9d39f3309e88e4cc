// Паника с новым значением внутри defer: в трейсе видны обе.
package main

import "fmt"

func main() {
	defer func() {
		r := recover()
		panic(fmt.Sprintf("migrate step 3: %v", r)) // новое значение
	}()
	panic("ledger corrupted")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
