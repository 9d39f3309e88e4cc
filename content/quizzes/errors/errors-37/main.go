package main

import "fmt"

type LimitError struct{ Max int }

func (e LimitError) Error() string { return fmt.Sprintf("limit %d exceeded", e.Max) }

func check(n int) *LimitError {
	if n > 10 {
		return &LimitError{Max: 10}
	}
	return nil
}

func main() {
	var err error = check(3)
	fmt.Println(err)

	defer func() { fmt.Println("recovered:", recover()) }()
	fmt.Println("text: " + err.Error())
}
