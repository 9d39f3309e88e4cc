package main

import (
	"fmt"

	"golang.org/x/sync/singleflight"
)

func main() {
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	var g singleflight.Group
	ch := g.DoChan("config", func() (any, error) {
		panic("boom")
	})
	res := <-ch
	fmt.Println(res.Val, res.Err)
}

//goprep:browser differs стек из runtime/debug.Stack в js/wasm другой: иные кадры и аргументы; текст паники и код выхода те же
