package main

import (
	"errors"
	"fmt"
)

type DialError struct{ Addr string }

func (e *DialError) Error() string { return "dial " + e.Addr + ": i/o timeout" }
func (e *DialError) Timeout() bool { return true }

type RetryError struct {
	Attempts int
	Err      error
}

func (e *RetryError) Error() string { return fmt.Sprintf("after %d attempts: %v", e.Attempts, e.Err) }
func (e *RetryError) Unwrap() error { return e.Err }
func (e *RetryError) Timeout() bool { return false }

func main() {
	err := fmt.Errorf("fetch rates: %w",
		&RetryError{Attempts: 3, Err: &DialError{Addr: "10.0.0.7:443"}})

	var te interface{ Timeout() bool }
	if errors.As(err, &te) {
		fmt.Printf("%T %v\n", te, te.Timeout())
	}
}
