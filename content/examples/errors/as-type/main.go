// errors.AsType (Go 1.26): тип задаётся параметром, результат живёт в if.
package main

import (
	"errors"
	"fmt"
	"net"
	"os"
	"time"
)

type RateLimitError struct {
	Limit      int
	RetryAfter time.Duration
}

func (e *RateLimitError) Error() string {
	return fmt.Sprintf("rate limit %d rps, retry after %s", e.Limit, e.RetryAfter)
}

// Timeout делает RateLimitError видимой для проверок «это таймаут?».
func (e *RateLimitError) Timeout() bool { return false }

// ShardError объявлен с получателем-значением.
type ShardError struct{ Shard int }

func (e ShardError) Error() string { return fmt.Sprintf("shard %d down", e.Shard) }

// legacyErr умеет «притворяться» RateLimitError через метод As.
type legacyErr struct{ code int }

func (e legacyErr) Error() string { return fmt.Sprintf("legacy code %d", e.code) }
func (e legacyErr) As(target any) bool {
	if p, ok := target.(**RateLimitError); ok && e.code == 429 {
		*p = &RateLimitError{Limit: 0, RetryAfter: time.Second}
		return true
	}
	return false
}

func main() {
	err := fmt.Errorf("push metrics: %w", &RateLimitError{Limit: 50, RetryAfter: 2 * time.Second})

	// Старая форма: переменная объявлена снаружи и живёт до конца функции.
	var rl *RateLimitError
	if errors.As(err, &rl) {
		fmt.Println("As:     ", rl.Limit, rl.RetryAfter)
	}

	// Новая форма: всё внутри if.
	if rl, ok := errors.AsType[*RateLimitError](err); ok {
		fmt.Println("AsType: ", rl.Limit, rl.RetryAfter)
	}

	// Интерфейс в качестве E: он обязан включать error (констрейнт E error).
	type timeouter interface {
		error
		Timeout() bool
	}
	if t, ok := errors.AsType[timeouter](err); ok {
		fmt.Printf("AsType[interface]: %T timeout=%v\n", t, t.Timeout())
	}
	_, isNet := errors.AsType[net.Error](err)
	fmt.Println("AsType[net.Error]:", isNet)

	// Указатель против значения: *ShardError тоже реализует error,
	// поэтому код компилируется, но в цепочке лежит ShardError.
	shard := fmt.Errorf("query: %w", ShardError{Shard: 3})
	_, asPtr := errors.AsType[*ShardError](shard)
	sv, asVal := errors.AsType[ShardError](shard)
	fmt.Println("*ShardError:", asPtr, " ShardError:", asVal, sv.Shard)

	// Точка расширения As(any) bool работает и для AsType.
	if rl, ok := errors.AsType[*RateLimitError](fmt.Errorf("call: %w", legacyErr{code: 429})); ok {
		fmt.Println("через As-метод:", rl.RetryAfter)
	}

	// Ошибка os.ReadFile где-то в глубине — достаём путь.
	_, readErr := os.ReadFile("/definitely/missing.yaml")
	if pe, ok := errors.AsType[*os.PathError](fmt.Errorf("load config: %w", readErr)); ok {
		fmt.Println("PathError:", pe.Op, pe.Path)
	}
}
