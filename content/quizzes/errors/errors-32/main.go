package main

import (
	"errors"
	"fmt"
)

func persist(orderID int) error {
	return nil // запись прошла успешно
}

func main() {
	cause := persist(7)
	err := fmt.Errorf("save order 7: %w", cause)

	fmt.Println(err)
	fmt.Println(err == nil)
	fmt.Printf("%T\n", err)
	fmt.Println(errors.Unwrap(err) == nil)
}
