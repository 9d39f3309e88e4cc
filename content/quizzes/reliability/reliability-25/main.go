package main

import (
	"errors"
	"fmt"
)

var ErrUnavailable = errors.New("upstream unavailable")

func main() {
	var attempts []error
	for n := 1; n <= 3; n++ {
		err := fmt.Errorf("attempt %d: %w", n, ErrUnavailable)
		attempts = append(attempts, err)
	}
	err := fmt.Errorf("sync orders: %w", errors.Join(attempts...))

	fmt.Println(err)
	fmt.Println("---")
	fmt.Println(errors.Is(err, ErrUnavailable))
}
