package main

import (
	"errors"
	"fmt"
)

var ErrInsufficientFunds = errors.New("insufficient funds")

func charge(balance, amount int) error {
	if amount > balance {
		return errors.New("insufficient funds")
	}
	return nil
}

func main() {
	err := charge(100, 250)
	fmt.Println(err == ErrInsufficientFunds)
	fmt.Println(errors.Is(err, ErrInsufficientFunds))

	first, second := charge(0, 1), charge(0, 1)
	fmt.Println(first == second)
	fmt.Println(first.Error() == second.Error())
}
