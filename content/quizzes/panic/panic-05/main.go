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

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
