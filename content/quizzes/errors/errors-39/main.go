package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

// NotFoundError — доменная ошибка: чего именно не нашли.
type NotFoundError struct{ Key string }

func (e *NotFoundError) Error() string        { return e.Key + " not found" }
func (e *NotFoundError) Is(target error) bool { return target == ErrNotFound }

// Ошибки двух драйверов. Обе хотят находиться через errors.As как *NotFoundError.
type pgError struct{ code, key string }

func (e *pgError) Error() string { return "pg: " + e.code }
func (e *pgError) As(target any) bool {
	t, ok := target.(**NotFoundError)
	if ok && e.code == "P0002" {
		*t = &NotFoundError{Key: e.key}
		return true
	}
	return false
}

type redisError struct{ key string }

func (e *redisError) Error() string { return "redis: nil reply" }
func (e *redisError) As(target any) bool {
	t, ok := target.(*NotFoundError)
	if ok {
		*t = NotFoundError{Key: e.key}
	}
	return ok
}

func main() {
	for _, err := range []error{
		fmt.Errorf("load user: %w", &pgError{code: "P0002", key: "user:7"}),
		fmt.Errorf("load cart: %w", &redisError{key: "cart:7"}),
	} {
		var nf *NotFoundError
		if errors.As(err, &nf) {
			fmt.Println("as:", nf)
		} else {
			fmt.Println("as: no match")
		}
		fmt.Println("is:", errors.Is(err, ErrNotFound))
	}
}
