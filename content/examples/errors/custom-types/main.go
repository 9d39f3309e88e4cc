// Свои типы ошибок: данные для вызывающего, Is по коду, Unwrap,
// чтобы цепочка не рвалась, и Timeout() для поведенческих проверок.
package main

import (
	"errors"
	"fmt"
	"time"
)

// FieldError несёт данные: какое поле и какое правило нарушено.
type FieldError struct {
	Field string
	Rule  string
}

func (e *FieldError) Error() string { return fmt.Sprintf("field %s: %s", e.Field, e.Rule) }

// StatusError — ответ внешнего API. Две такие ошибки «равны», если
// совпадает статус: тело и заголовки для errors.Is не важны.
type StatusError struct {
	Status int
	Body   string
}

func (e *StatusError) Error() string { return fmt.Sprintf("gateway status %d: %s", e.Status, e.Body) }
func (e *StatusError) Is(target error) bool {
	t, ok := target.(*StatusError)
	return ok && t.Status == e.Status
}

// ErrThrottled — «шаблон» для сравнения по коду.
var ErrThrottled = &StatusError{Status: 429}

// RetryLaterError говорит, сколько ждать, и хранит причину.
type RetryLaterError struct {
	Wait time.Duration
	Err  error
}

func (e *RetryLaterError) Error() string { return fmt.Sprintf("retry in %s: %v", e.Wait, e.Err) }
func (e *RetryLaterError) Unwrap() error { return e.Err }
func (e *RetryLaterError) Timeout() bool { return true }

// charge имитирует вызов платёжного шлюза.
func charge(attempt int) error {
	switch attempt {
	case 1:
		return fmt.Errorf("charge: %w", &FieldError{Field: "card.cvc", Rule: "3 digits"})
	case 2:
		resp := &StatusError{Status: 429, Body: `{"quota":"exhausted"}`}
		return fmt.Errorf("charge: %w", &RetryLaterError{Wait: 1500 * time.Millisecond, Err: resp})
	default:
		return fmt.Errorf("charge: %w", &StatusError{Status: 502, Body: "bad gateway"})
	}
}

type timeouter interface {
	error
	Timeout() bool
}

func main() {
	for attempt := 1; attempt <= 3; attempt++ {
		err := charge(attempt)
		fmt.Printf("#%d %v\n", attempt, err)
		if fe, ok := errors.AsType[*FieldError](err); ok {
			fmt.Printf("   422, поле %q\n", fe.Field)
		}
		fmt.Println("   Is(ErrThrottled):", errors.Is(err, ErrThrottled))
		if rl, ok := errors.AsType[*RetryLaterError](err); ok {
			fmt.Println("   ждать:", rl.Wait)
		}
		if t, ok := errors.AsType[timeouter](err); ok {
			fmt.Println("   Timeout():", t.Timeout())
		}
	}
}
