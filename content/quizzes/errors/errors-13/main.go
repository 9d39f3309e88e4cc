package main

import (
	"errors"
	"fmt"
)

func flush() error { return errors.New("flush: broken pipe") }

func sendUnnamed() error {
	var err error
	defer func() {
		if cerr := flush(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	return err
}

func sendNamed() (err error) {
	defer func() {
		if cerr := flush(); cerr != nil && err == nil {
			err = cerr
		}
	}()
	return err
}

func main() {
	fmt.Println("unnamed:", sendUnnamed())
	fmt.Println("named:", sendNamed())
}
