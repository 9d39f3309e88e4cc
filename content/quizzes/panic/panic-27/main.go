package main

import "fmt"

func runHook(hook func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("hook panicked: %v (%T)", r, r)
		}
	}()
	hook()
	return nil
}

func main() {
	var cause error
	err := runHook(func() {
		panic(cause)
	})
	fmt.Println(err)
}
