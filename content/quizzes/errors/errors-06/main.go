package main

import (
	"errors"
	"fmt"
)

type SchemaError struct{ Column string }

func (e SchemaError) Error() string { return "unknown column " + e.Column }

func migrate() error {
	return fmt.Errorf("migrate v42: %w", &SchemaError{Column: "created_at"})
}

func main() {
	err := migrate()

	if se, ok := errors.AsType[SchemaError](err); ok {
		fmt.Println("value:", se.Column)
	} else {
		fmt.Println("value: no match")
	}
	if se, ok := errors.AsType[*SchemaError](err); ok {
		fmt.Println("pointer:", se.Column)
	} else {
		fmt.Println("pointer: no match")
	}
}
