package main

import (
	"errors"
	"fmt"
)

type RateLimitError struct {
	RetryAfterSec int
}

func (e *RateLimitError) Error() string {
	return fmt.Sprintf("rate limited, retry after %ds", e.RetryAfterSec)
}

func fetchPrices() error {
	return fmt.Errorf("fetch prices: %w", &RateLimitError{RetryAfterSec: 30})
}

func main() {
	err := fetchPrices()
	fmt.Printf("%T\n", err)

	_, ok := err.(*RateLimitError)
	fmt.Println(ok)

	var rl *RateLimitError
	found := errors.As(err, &rl)
	fmt.Println(found, rl.RetryAfterSec)
}
