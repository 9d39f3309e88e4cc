// Интерфейсное значение — два машинных слова: тип (для непустого
// интерфейса — указатель на itab) и данные. Печатаем, какие из них нулевые.
package main

import (
	"errors"
	"fmt"
	"unsafe"
)

type quotaError struct{ limit int }

func (e *quotaError) Error() string { return fmt.Sprintf("quota %d exceeded", e.limit) }

// words заглядывает внутрь интерфейса. Только для демонстрации: раскладка
// iface — деталь реализации рантайма, в рабочем коде так не делают.
func words(err error) (typeWord, dataWord bool) {
	w := (*[2]unsafe.Pointer)(unsafe.Pointer(&err))
	return w[0] != nil, w[1] != nil
}

func show(name string, err error) {
	t, d := words(err)
	fmt.Printf("%-14s itab!=nil:%-5v data!=nil:%-5v err==nil:%v\n", name, t, d, err == nil)
}

func main() {
	var none error
	var typedNil *quotaError
	show("nil error", none)
	show("typed nil", typedNil)
	show("errors.New", errors.New("x"))
	show("&quotaError{}", &quotaError{limit: 10})
	fmt.Println("размер error:", unsafe.Sizeof(none), "байт")
}
