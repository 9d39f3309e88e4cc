// Сплющить дерево ошибок в список листьев — например, чтобы вернуть
// клиенту список нарушений или посчитать метрику по каждому.
package main

import (
	"errors"
	"fmt"
)

// Leaves обходит дерево в том же порядке, что errors.Is, и собирает
// звенья, которые ничего не оборачивают (первопричины).
func Leaves(err error) []error {
	if err == nil {
		return nil
	}
	switch u := err.(type) {
	case interface{ Unwrap() []error }:
		var out []error
		for _, child := range u.Unwrap() {
			out = append(out, Leaves(child)...)
		}
		return out
	case interface{ Unwrap() error }:
		if inner := u.Unwrap(); inner != nil {
			return Leaves(inner)
		}
	}
	return []error{err}
}

var (
	ErrTimeout = errors.New("timeout")
	ErrAuth    = errors.New("unauthorized")
	ErrSchema  = errors.New("schema mismatch")
)

func main() {
	sync := errors.Join(
		fmt.Errorf("pull invoices: %w", ErrTimeout),
		fmt.Errorf("push payments: %w", errors.Join(
			fmt.Errorf("batch 1: %w", ErrAuth),
			fmt.Errorf("batch 2: %w and %w", ErrSchema, ErrTimeout),
		)),
	)
	fmt.Println("Error():")
	fmt.Println(sync)
	fmt.Println("Leaves:")
	for i, leaf := range Leaves(sync) {
		fmt.Printf("  %d. %v\n", i+1, leaf)
	}
}
