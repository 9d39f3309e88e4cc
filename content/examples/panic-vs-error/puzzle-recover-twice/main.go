package main

import "fmt"

func step() (err error) {
	defer func() {
		fmt.Println("1st:", recover())
		fmt.Println("2nd:", recover())
	}()
	defer func() {
		err = fmt.Errorf("step: %v", recover())
	}()
	panic("timeout")
}

func main() {
	fmt.Println("err:", step())
}
