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
