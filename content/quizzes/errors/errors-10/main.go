package main

import (
	"errors"
	"fmt"
)

type StatusError struct {
	Code int
	Msg  string
}

func (e *StatusError) Error() string { return fmt.Sprintf("%d %s", e.Code, e.Msg) }

func (e *StatusError) Is(target error) bool {
	t, ok := target.(*StatusError)
	return ok && t.Code == e.Code
}

var ErrTooManyRequests = &StatusError{Code: 429}

func main() {
	err := fmt.Errorf("sync inventory: %w", &StatusError{Code: 429, Msg: "slow down"})

	fmt.Println(errors.Is(err, ErrTooManyRequests))
	fmt.Println(errors.Is(err, &StatusError{Code: 503}))
	fmt.Println(errors.Is(ErrTooManyRequests, err))
}
