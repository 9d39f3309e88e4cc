// Валидация, которая возвращает все нарушения сразу. Обратите внимание
// на пустой запрос: срабатывает только правило про имя.
package main

import (
	"errors"
	"fmt"
	"strings"
)

var (
	ErrMissing    = errors.New("required")
	ErrOutOfRange = errors.New("out of range")
)

type FieldError struct {
	Field  string
	Reason string
}

func (e *FieldError) Error() string { return e.Field + ": " + e.Reason }

type SignupForm struct {
	Login string
	Age   int
	Email string
}

func (f SignupForm) Validate() error {
	var problems []error
	if f.Login == "" {
		problems = append(problems, fmt.Errorf("login: %w", ErrMissing))
	}
	if f.Age < 0 || f.Age > 150 {
		problems = append(problems, fmt.Errorf("age %d: %w", f.Age, ErrOutOfRange))
	}
	if f.Email != "" && !strings.Contains(f.Email, "@") {
		problems = append(problems, &FieldError{Field: "email", Reason: "no @"})
	}
	return errors.Join(problems...) // пустой срез → настоящий nil
}

func report(name string, f SignupForm) {
	err := f.Validate()
	fmt.Printf("%s: err == nil → %v\n", name, err == nil)
	if err == nil {
		return
	}
	fmt.Printf("  Is(ErrMissing)=%v Is(ErrOutOfRange)=%v\n",
		errors.Is(err, ErrMissing), errors.Is(err, ErrOutOfRange))
	if fe, ok := errors.AsType[*FieldError](err); ok {
		fmt.Printf("  FieldError: %s\n", fe.Field)
	}
	for _, line := range strings.Split(err.Error(), "\n") {
		fmt.Println("  |", line)
	}
}

func main() {
	report("SignupForm{}", SignupForm{})
	report("Age: -1", SignupForm{Age: -1})
	report("всё плохо", SignupForm{Age: 200, Email: "nope"})
	report("всё хорошо", SignupForm{Login: "ann", Age: 30, Email: "ann@example.com"})
}
