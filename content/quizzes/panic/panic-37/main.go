package main

import (
	"errors"
	"fmt"
	"runtime"
)

func safeCall(name string, fn func()) (err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if e, ok := r.(error); ok {
			err = fmt.Errorf("%s: %w", name, e)
			return
		}
		err = fmt.Errorf("%s: %v", name, r)
	}()
	fn()
	return nil
}

func main() {
	var rtErr runtime.Error

	err := safeCall("resize", func() {
		buf := make([]byte, 4)
		n := 8
		_ = buf[:n]
	})
	fmt.Println(err, errors.As(err, &rtErr))

	err = safeCall("quota", func() { panic("limit reached") })
	fmt.Println(err, errors.As(err, &rtErr))
}
