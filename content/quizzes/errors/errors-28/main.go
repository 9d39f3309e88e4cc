package main

import (
	"fmt"
	"strings"
)

type ValidationError struct {
	Field string
}

func (e *ValidationError) Error() string { return "invalid " + e.Field }

func checkEmail(email string) *ValidationError {
	if !strings.Contains(email, "@") {
		return &ValidationError{Field: "email"}
	}
	return nil
}

func register(email string) error {
	return checkEmail(email)
}

func main() {
	err := register("ann@example.com")
	fmt.Println(err == nil)
	fmt.Printf("%T %v\n", err, err)
}
