// Паника внутри функции singleflight.Do: что получает вызывающий.
package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"golang.org/x/sync/singleflight"
)

func main() {
	var g singleflight.Group
	func() {
		defer func() {
			r := recover()
			err, _ := r.(error)
			fmt.Printf("тип: %T\n", r)
			fmt.Println("r == io.ErrUnexpectedEOF:", r == io.ErrUnexpectedEOF)
			fmt.Println("errors.Is:", errors.Is(err, io.ErrUnexpectedEOF))
			first, _, _ := strings.Cut(err.Error(), "\n")
			fmt.Printf("первая строка Error(): %q\n", first)
		}()
		g.Do("config", func() (any, error) { panic(io.ErrUnexpectedEOF) })
	}()

	// Ключ освобождён: следующий вызов снова выполняет функцию.
	v, err, _ := g.Do("config", func() (any, error) { return "загружено", nil })
	fmt.Println(v, err)
}
