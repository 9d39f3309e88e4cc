package main

import (
	"errors"
	"fmt"
)

type ParseError struct{ Line int }

func (e ParseError) Error() string { return fmt.Sprintf("line %d: syntax error", e.Line) }

func loadConfig() error {
	return fmt.Errorf("load config: %w", ParseError{Line: 12})
}

func main() {
	err := loadConfig()

	var ptr *ParseError
	fmt.Println(errors.As(err, &ptr))

	var val ParseError
	found := errors.As(err, &val)
	fmt.Println(found, val.Line)
}
