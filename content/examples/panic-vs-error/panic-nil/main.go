// panic(nil) с Go 1.21: recover возвращает *runtime.PanicNilError,
// а не nil, поэтому проверка r != nil больше не пропускает такую панику.
package main

import (
	"errors"
	"fmt"
	"runtime"
)

func main() {
	defer func() {
		r := recover()
		fmt.Println("r == nil:", r == nil)
		fmt.Printf("%T: %v\n", r, r)
		var pn *runtime.PanicNilError
		fmt.Println("PanicNilError:", errors.As(r.(error), &pn))
		var re runtime.Error
		fmt.Println("runtime.Error:", errors.As(r.(error), &re))
	}()
	var reason error // забыли заполнить
	panic(reason)
}
