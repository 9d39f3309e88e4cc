package main

import (
	"errors"
	"fmt"
)

func validate(name string, age int) error {
	var nameErr, ageErr error
	if name == "" {
		nameErr = errors.New("name is required")
	}
	if age < 0 {
		ageErr = errors.New("age must be non-negative")
	}
	return errors.Join(nameErr, ageErr)
}

func main() {
	fmt.Println(validate("Ann", 30) == nil)

	err := validate("", 30)
	fmt.Println(err == nil)
	fmt.Printf("%T %q\n", err, err.Error())

	fmt.Println(errors.Join() == nil)
}
