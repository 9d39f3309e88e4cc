package main

import (
	"errors"
	"fmt"
)

func main() {
	err := errors.Join(
		errors.New("email: invalid format"),
		nil,
		fmt.Errorf("phone: %w", errors.New("too short")),
	)

	fmt.Println("[" + err.Error() + "]")

	parts := err.(interface{ Unwrap() []error }).Unwrap()
	fmt.Println(len(parts))
}
