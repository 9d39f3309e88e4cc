package main

import (
	"errors"
	"fmt"
)

type ItemError struct{ SKU string }

func (e *ItemError) Error() string { return "bad item " + e.SKU }

func main() {
	lineErr := fmt.Errorf("line 1: %w", &ItemError{SKU: "A-100"})
	err := fmt.Errorf("import batch: %w; %w", lineErr, &ItemError{SKU: "B-200"})

	if item, ok := errors.AsType[*ItemError](err); ok {
		fmt.Println(item.SKU)
	}
	fmt.Println(errors.Unwrap(err) == nil)
}
