// %w и %v дают одинаковый текст, но разную связь с причиной.
package main

import (
	"database/sql"
	"errors"
	"fmt"
)

func main() {
	const invoice = 1042
	wrapped := fmt.Errorf("load invoice %d: %w", invoice, sql.ErrNoRows)
	opaque := fmt.Errorf("load invoice %d: %v", invoice, sql.ErrNoRows)

	fmt.Println("тексты равны:     ", wrapped.Error() == opaque.Error())
	fmt.Println("текст:            ", wrapped)
	fmt.Println("Is(wrapped, ...): ", errors.Is(wrapped, sql.ErrNoRows))
	fmt.Println("Is(opaque, ...):  ", errors.Is(opaque, sql.ErrNoRows))
	fmt.Println("Unwrap(wrapped):  ", errors.Unwrap(wrapped))
	fmt.Println("Unwrap(opaque):   ", errors.Unwrap(opaque))
	fmt.Printf("типы:              %T и %T\n", wrapped, opaque)
}
