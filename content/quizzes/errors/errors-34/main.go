package main

import (
	"errors"
	"fmt"
)

var ErrOutOfStock = errors.New("out of stock")

func reserve(sku string, keepCause bool) error {
	if keepCause {
		return fmt.Errorf("reserve %s: %w", sku, ErrOutOfStock)
	}
	return fmt.Errorf("reserve %s: %v", sku, ErrOutOfStock)
}

func main() {
	wrapped := reserve("SKU-17", true)
	formatted := reserve("SKU-17", false)

	fmt.Println(wrapped.Error() == formatted.Error())
	fmt.Println(errors.Is(wrapped, ErrOutOfStock))
	fmt.Println(errors.Is(formatted, ErrOutOfStock))
}
