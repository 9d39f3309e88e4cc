// errors.Is не сравнивает через ==, если тип цели несравним (слайс в поле),
// поэтому не паникует. Прямое == тех же значений паникует в рантайме.
package main

import (
	"errors"
	"fmt"
	"strings"
)

// FieldsError — ошибка-значение со слайсом внутри: тип несравним.
type FieldsError struct {
	Fields []string
}

func (e FieldsError) Error() string { return "bad fields: " + strings.Join(e.Fields, ",") }

// CodedFieldsError — то же самое, но со своим методом Is.
type CodedFieldsError struct {
	Fields []string
}

func (e CodedFieldsError) Error() string { return "bad fields: " + strings.Join(e.Fields, ",") }
func (e CodedFieldsError) Is(target error) bool {
	_, ok := target.(CodedFieldsError)
	return ok // совпадает любая CodedFieldsError, поля не важны
}

func main() {
	err := fmt.Errorf("save profile: %w", FieldsError{Fields: []string{"email"}})
	target := FieldsError{Fields: []string{"email"}}
	fmt.Println("Is без метода Is:", errors.Is(err, target))

	coded := fmt.Errorf("save profile: %w", CodedFieldsError{Fields: []string{"email"}})
	fmt.Println("Is с методом Is: ", errors.Is(coded, CodedFieldsError{}))

	defer func() { fmt.Println("recovered:", recover()) }()
	var a, b error = target, FieldsError{Fields: []string{"email"}}
	fmt.Println(a == b)
}
