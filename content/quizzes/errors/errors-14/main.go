package main

import (
	"errors"
	"fmt"
)

func main() {
	refused := errors.New("connection refused")
	reset := errors.New("connection reset")

	fmt.Printf("%T\n", fmt.Errorf("dial: %v", refused))
	fmt.Printf("%T\n", fmt.Errorf("dial: %w", refused))
	fmt.Printf("%T\n", fmt.Errorf("dial: %w, then %w", refused, reset))
	fmt.Printf("%T\n", errors.Join(refused))
}
