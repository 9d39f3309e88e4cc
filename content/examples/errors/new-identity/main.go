// Почему errors.New возвращает указатель: идентичность ошибки — это адрес,
// а не текст. Рядом — «ошибка-значение», у которой идентичность — текст.
package main

import (
	"errors"
	"fmt"
	"io"
)

// textError — ошибка-значение: два экземпляра с одним текстом равны.
type textError string

func (e textError) Error() string { return string(e) }

func main() {
	a := errors.New("EOF")
	b := errors.New("EOF")
	fmt.Println("a == b:          ", a == b)
	fmt.Println("a == io.EOF:     ", a == io.EOF)
	fmt.Println("Is(a, io.EOF):   ", errors.Is(a, io.EOF))
	fmt.Println("a.Error() == b.Error():", a.Error() == b.Error())

	// С типом-значением два независимо созданных значения неотличимы:
	// пакет billing и пакет shipping, не сговариваясь, получили «одну» ошибку.
	billingTimeout := textError("timeout")
	shippingTimeout := textError("timeout")
	fmt.Println("value == value:  ", billingTimeout == shippingTimeout)
	fmt.Println("Is(value, value):", errors.Is(fmt.Errorf("ship: %w", shippingTimeout), billingTimeout))
}
