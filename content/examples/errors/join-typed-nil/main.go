// errors.Join отбрасывает только nil-интерфейсы. Nil-указатель конкретного
// типа, упакованный в error, — уже не nil, и Join его сохраняет.
package main

import (
	"errors"
	"fmt"
)

type RuleError struct{ Rule string }

func (e *RuleError) Error() string { return "rule " + e.Rule + " failed" }

// checkRule возвращает конкретный тип — источник typed nil.
func checkRule(ok bool, rule string) *RuleError {
	if ok {
		return nil
	}
	return &RuleError{Rule: rule}
}

func main() {
	var errs []error
	errs = append(errs, checkRule(true, "name")) // (*RuleError)(nil) в error
	errs = append(errs, nil)                     // настоящий nil

	err := errors.Join(errs...)
	fmt.Println("err == nil:", err == nil)
	fmt.Println("детей в Join:", len(err.(interface{ Unwrap() []error }).Unwrap()))
	fmt.Printf("%%v: %v\n", err)
}
