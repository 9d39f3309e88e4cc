// panic(nil) с Go 1.21: recover возвращает *runtime.PanicNilError,
// а не nil, поэтому проверка r != nil больше не пропускает такую панику.
package main

import (
	"fmt"
	"runtime"
)

func main() {
	defer func() {
		r := recover()
		fmt.Println("r == nil:", r == nil)
		fmt.Printf("%T: %v\n", r, r)
		// recover() возвращает any: тип проверяют приведением, не errors.As.
		_, isPanicNil := r.(*runtime.PanicNilError)
		fmt.Println("PanicNilError:", isPanicNil)
		_, isRuntime := r.(runtime.Error)
		fmt.Println("runtime.Error:", isRuntime)
	}()
	var reason error // забыли заполнить
	panic(reason)
}
