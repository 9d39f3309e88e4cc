package main

import (
	"errors"
	"fmt"
)

type ValidationErrors []string

func (v ValidationErrors) Error() string { return fmt.Sprintf("%d validation errors", len(v)) }

func main() {
	var err error = ValidationErrors{"name is empty", "age < 0"}

	fmt.Println(errors.Is(err, err))

	defer func() {
		fmt.Println("recovered:", recover())
	}()
	fmt.Println(err == err)
}
