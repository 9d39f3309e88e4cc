// Пресет «Sentinel внутри Join» лаборатории /labs/error-chain: то же дерево ошибок на настоящем Go.
// Файл порождён из пресета (src/engine/error-chain/model.ts, goProgram); тест сверяет его с пресетом.
package main

import (
	"errors"
	"fmt"
)

var (
	ErrNotFound   = errors.New("not found")
	ErrTimeout    = errors.New("timeout")
	ErrPermission = errors.New("permission denied")
)

// QueryError оборачивает причину: Unwrap() error.
type QueryError struct {
	Op  string
	Err error
}

func (e *QueryError) Error() string { return e.Op + ": " + e.Err.Error() }
func (e *QueryError) Unwrap() error { return e.Err }

// StatusError совпадает с любым *StatusError с тем же кодом: метод Is.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("status %d", e.Code) }
func (e *StatusError) Is(target error) bool {
	t, ok := target.(*StatusError)
	return ok && t.Code == e.Code
}

// TimeoutError ничего не оборачивает, но умеет Timeout().
type TimeoutError struct{ Op string }

func (e *TimeoutError) Error() string { return e.Op + ": timeout" }
func (e *TimeoutError) Timeout() bool { return true }

// LegacyError умеет притвориться *StatusError: метод As.
type LegacyError struct{ Code int }

func (e *LegacyError) Error() string { return fmt.Sprintf("legacy code %d", e.Code) }
func (e *LegacyError) As(target any) bool {
	if p, ok := target.(**StatusError); ok {
		*p = &StatusError{Code: e.Code}
		return true
	}
	return false
}

type timeouter interface{ Timeout() bool }

type timeoutError interface {
	error
	Timeout() bool
}

func show(found any, ok bool) string {
	if !ok {
		return "false"
	}
	return fmt.Sprintf("true %q", found.(error).Error())
}

func main() {
	err := fmt.Errorf(
		"validate order: %w",
		errors.Join(
			errors.New("empty address"),
			fmt.Errorf("coupon SPRING: %w", ErrPermission),
		),
	)

	fmt.Printf("Error: %q\n", err.Error())
	fmt.Println("Is ErrNotFound:", errors.Is(err, ErrNotFound))
	fmt.Println("Is ErrTimeout:", errors.Is(err, ErrTimeout))
	fmt.Println("Is ErrPermission:", errors.Is(err, ErrPermission))
	fmt.Println("Is &StatusError{Code: 404}:", errors.Is(err, &StatusError{Code: 404}))
	fmt.Println(`Is errors.New("not found"):`, errors.Is(err, errors.New("not found")))

	var qe *QueryError
	ok := errors.As(err, &qe)
	fmt.Println("As *QueryError:", show(qe, ok))
	qt, ok := errors.AsType[*QueryError](err)
	fmt.Println("AsType *QueryError:", show(qt, ok))

	var se *StatusError
	ok = errors.As(err, &se)
	fmt.Println("As *StatusError:", show(se, ok))
	st, ok := errors.AsType[*StatusError](err)
	fmt.Println("AsType *StatusError:", show(st, ok))

	var te *TimeoutError
	ok = errors.As(err, &te)
	fmt.Println("As *TimeoutError:", show(te, ok))
	tt, ok := errors.AsType[*TimeoutError](err)
	fmt.Println("AsType *TimeoutError:", show(tt, ok))

	var le *LegacyError
	ok = errors.As(err, &le)
	fmt.Println("As *LegacyError:", show(le, ok))
	lt, ok := errors.AsType[*LegacyError](err)
	fmt.Println("AsType *LegacyError:", show(lt, ok))

	var to timeouter
	ok = errors.As(err, &to)
	fmt.Println("As interface{ Timeout() bool }:", show(to, ok))
	ti, ok := errors.AsType[timeoutError](err)
	fmt.Println("AsType interface{ error; Timeout() bool }:", show(ti, ok))

	if u := errors.Unwrap(err); u != nil {
		fmt.Printf("Unwrap: %q\n", u.Error())
	} else {
		fmt.Println("Unwrap: <nil>")
	}
}
