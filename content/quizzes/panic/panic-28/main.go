package main

import "fmt"

func runHook(hook func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("hook panicked: %v (%T)", r, r)
		}
	}()
	hook()
	fmt.Println("hook finished")
	return nil
}

func main() {
	var cause error
	err := runHook(func() {
		panic(cause)
	})
	fmt.Println("err:", err)
}

//goprep:env GODEBUG=panicnil=1
