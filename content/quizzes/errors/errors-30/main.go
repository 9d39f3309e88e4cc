package main

import (
	"errors"
	"fmt"
)

var ErrTimeout = errors.New("i/o timeout")

func main() {
	dbErr := fmt.Errorf("query orders: %w", ErrTimeout)
	svcErr := fmt.Errorf("list orders: %w", dbErr)

	for err := error(svcErr); err != nil; err = errors.Unwrap(err) {
		fmt.Println(err)
	}
}
