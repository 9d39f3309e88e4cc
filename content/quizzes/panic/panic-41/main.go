package main

import "fmt"

func export(onDone func()) {
	defer fmt.Println("export: deferred log")
	defer onDone()
	fmt.Println("export: rows written")
}

func main() {
	defer func() {
		fmt.Println("main recovered:", recover())
	}()
	export(nil) // колбэк не передали
	fmt.Println("main: export returned")
}
