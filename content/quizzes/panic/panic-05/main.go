package main

import (
	"errors"
	"fmt"
	"sync"
)

func resize(path string) error {
	if path == "" {
		return errors.New("empty path")
	}
	return nil
}

func main() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()

	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		if err := resize(""); err != nil {
			fmt.Println("resize failed:", err)
			return
		}
		wg.Done()
	}()
	wg.Wait()
	fmt.Println("all images resized")
}
