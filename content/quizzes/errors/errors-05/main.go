package main

import (
	"errors"
	"fmt"
)

// AsType требует, чтобы параметр реализовывал error, поэтому error встроен.
type temporary interface {
	error
	Temporary() bool
}

type BrokerError struct{ Queue string }

func (e *BrokerError) Error() string   { return "queue " + e.Queue + " unavailable" }
func (e *BrokerError) Temporary() bool { return true }

func publish() error {
	inner := fmt.Errorf("publish: %w", &BrokerError{Queue: "payments"})
	return fmt.Errorf("checkout: %w", inner)
}

func main() {
	err := publish()

	first, _ := errors.AsType[error](err)
	fmt.Printf("%T\n", first)

	t, ok := errors.AsType[temporary](err)
	fmt.Printf("%T %v\n", t, ok)
}
