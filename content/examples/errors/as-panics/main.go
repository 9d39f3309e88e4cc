// Четыре паники errors.As (Go 1.27). Цель передаём через any, чтобы
// программа прошла go vet: в обычном коде анализатор errorsas ловит
// такие вызовы ещё до запуска.
package main

import (
	"errors"
	"fmt"
	"io/fs"
)

type NotFoundError struct {
	Entity string
	ID     int
}

func (e *NotFoundError) Error() string { return fmt.Sprintf("%s %d not found", e.Entity, e.ID) }

func tryAs(label string, err error, target any) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%-22s panic: %v\n", label, r)
		}
	}()
	fmt.Printf("%-22s %v\n", label, errors.As(err, target))
}

func main() {
	err := fmt.Errorf("load order: %w", &NotFoundError{Entity: "order", ID: 7})

	var nf *NotFoundError
	var bare any
	tryAs("nil", err, bare)                          // 1: target cannot be nil
	tryAs("nf (nil-указатель)", err, nf)             // 2: target must be a non-nil pointer
	tryAs("*NotFoundError{}", err, &NotFoundError{}) // 3: *target — структура, error реализует только указатель
	var code int
	tryAs("&code (int)", err, &code) // 3: то же для произвольного типа

	tryAs("&nf", err, &nf) // правильный вызов
	fmt.Println("nf.ID =", nf.ID)
	var pathErr *fs.PathError
	tryAs("&pathErr", err, &pathErr) // типа нет в цепочке: просто false

	var iface interface{ Timeout() bool }
	tryAs("&iface", err, &iface) // указатель на интерфейс — допустимо

	// Проверки цели делаются только для непустой ошибки:
	tryAs("err=nil, target=nil", nil, bare)
}
