package main

import (
	"errors"
	"fmt"
)

type ConflictError struct {
	Resource string
}

func (e *ConflictError) Error() string { return e.Resource + " already exists" }

func main() {
	conflict := ConflictError{Resource: "user alice"}

	fmt.Println(conflict)
	fmt.Println(&conflict)

	err := fmt.Errorf("create: %v", conflict)
	fmt.Println(err, errors.Unwrap(err) == nil)
}
