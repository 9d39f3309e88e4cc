package main

import (
	"errors"
	"fmt"
)

type HTTPStatus struct{ Code int }

func (s HTTPStatus) Error() string { return fmt.Sprintf("http status %d", s.Code) }

type APIError struct{ Code int }

func (e *APIError) Error() string { return fmt.Sprintf("api error %d", e.Code) }

func main() {
	byValue := fmt.Errorf("get invoice: %w", HTTPStatus{Code: 404})
	byPointer := fmt.Errorf("get invoice: %w", &APIError{Code: 404})

	fmt.Println(errors.Is(byValue, HTTPStatus{Code: 404}))
	fmt.Println(errors.Is(byPointer, &APIError{Code: 404}))
}
