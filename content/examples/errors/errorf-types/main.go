// Что именно возвращает fmt.Errorf в зависимости от числа %w
// и от того, что передано в операнд %w.
package main

import (
	"errors"
	"fmt"
	"io"
)

var (
	ErrLocked  = errors.New("record locked")
	ErrExpired = errors.New("lease expired")
)

func describe(label string, err error) {
	var kids string
	switch u := err.(type) {
	case interface{ Unwrap() []error }:
		kids = fmt.Sprintf("Unwrap() []error, %d шт.", len(u.Unwrap()))
	case interface{ Unwrap() error }:
		kids = fmt.Sprintf("Unwrap() error = %v", u.Unwrap())
	default:
		kids = "Unwrap нет"
	}
	fmt.Printf("%-18s %-21T %-38q %s\n", label, err, err.Error(), kids)
}

func main() {
	var nothing error

	describe("без аргументов", fmt.Errorf("lease lost"))
	describe("%v, без %w", fmt.Errorf("lease %v", ErrExpired))
	describe("один %w", fmt.Errorf("renew: %w", ErrExpired))
	describe("два %w", fmt.Errorf("renew: %w, %w", ErrExpired, ErrLocked))
	describe("один аргумент 2×%w", fmt.Errorf("%[1]w / %[1]w", io.EOF))
	describe("%w с nil", fmt.Errorf("renew: %w", nothing))
	describe("%w, %w с nil", fmt.Errorf("renew: %w, %w", nothing, ErrLocked))

	// Порядок в Unwrap() []error — порядок аргументов, а не глаголов.
	swapped := fmt.Errorf("%[2]w then %[1]w", ErrExpired, ErrLocked)
	for i, e := range swapped.(interface{ Unwrap() []error }).Unwrap() {
		fmt.Printf("swapped[%d] = %v\n", i, e)
	}
}
