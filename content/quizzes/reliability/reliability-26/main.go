package main

import (
	"errors"
	"fmt"
)

var errTimeout = errors.New("timeout")

func main() {
	// Первая попытка упала, вторая и третья — успешны (nil).
	joined := errors.Join(errTimeout, nil, nil)
	fmt.Printf("%q\n", joined.Error())
	fmt.Println(len(joined.(interface{ Unwrap() []error }).Unwrap()))

	// Ни одной ошибки.
	allOK := errors.Join(nil, nil, nil)
	fmt.Println(allOK == nil)
}
