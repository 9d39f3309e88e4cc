package main

import (
	"errors"
	"fmt"
	"os"
)

func validate(port string) error {
	if port == "" {
		return errors.New("port is required")
	}
	return nil
}

func main() {
	defer fmt.Println("flush metrics")

	fmt.Println("validating config")
	if err := validate(""); err != nil {
		fmt.Println("config error:", err)
		os.Exit(3)
	}
	fmt.Println("server started")
}
