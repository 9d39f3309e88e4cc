package main

import (
	"context"
	"errors"
	"fmt"
)

type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("http status %d", e.Code) }

// DialError имитирует *net.OpError: отказ на этапе dial, запрос сервер не видел.
type DialError struct{ Addr string }

func (e *DialError) Error() string { return "dial tcp " + e.Addr + ": connection refused" }

func classify(err error) string {
	var se *StatusError
	var de *DialError
	switch {
	case errors.Is(err, context.Canceled):
		return "stop"
	case errors.As(err, &de):
		return "retry"
	case errors.As(err, &se):
		switch se.Code {
		case 429, 503:
			return "retry"
		case 500, 502, 504:
			return "retry if idempotent"
		}
	}
	return "stop"
}

func main() {
	inputs := []error{
		&StatusError{429},
		&StatusError{503},
		&StatusError{400},
		fmt.Errorf("charge: %w", &StatusError{502}),
		fmt.Errorf("call ledger: %w", context.Canceled),
		fmt.Errorf("attempt 2: %w", &DialError{"10.0.0.7:443"}),
	}
	for _, err := range inputs {
		fmt.Printf("%v -> %s\n", err, classify(err))
	}
}
