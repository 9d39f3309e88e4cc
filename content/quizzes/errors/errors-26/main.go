package main

import (
	"errors"
	"fmt"
)

// Два пакета в одном файле: у каждого своя ошибка «не найдено».
var (
	ErrUserNotFound  = errors.New("not found")
	ErrOrderNotFound = errors.New("not found")
)

func findOrder(id int) error {
	return fmt.Errorf("order %d: %w", id, ErrOrderNotFound)
}

func main() {
	err := findOrder(404)

	fmt.Println(ErrUserNotFound == ErrOrderNotFound)
	fmt.Println(ErrUserNotFound.Error() == ErrOrderNotFound.Error())
	fmt.Println(errors.Is(err, ErrUserNotFound))
	fmt.Println(errors.Is(err, ErrOrderNotFound))
}
