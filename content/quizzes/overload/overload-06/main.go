package main

import (
	"fmt"

	"golang.org/x/sync/singleflight"
)

func main() {
	var g singleflight.Group
	calls := 0
	load := func() (any, error) {
		calls++
		return calls, nil
	}
	v1, _, shared1 := g.Do("rates", load)
	v2, _, shared2 := g.Do("rates", load)
	fmt.Println(v1, shared1)
	fmt.Println(v2, shared2)
}
