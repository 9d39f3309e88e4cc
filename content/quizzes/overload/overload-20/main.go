package main

import (
	"fmt"

	"golang.org/x/sync/singleflight"
)

func main() {
	var g singleflight.Group
	calls := 0
	started, stuck, release := make(chan struct{}), make(chan struct{}), make(chan struct{})

	first := g.DoChan("k", func() (any, error) { calls++; close(started); <-stuck; return "old", nil })
	<-started // первая загрузка идёт и висит
	g.Forget("k")
	second := g.DoChan("k", func() (any, error) { calls++; <-release; return "new", nil })
	third := g.DoChan("k", func() (any, error) { calls++; return "third", nil })

	close(release)
	r2, r3 := <-second, <-third
	close(stuck)
	r1 := <-first
	fmt.Println(r1.Val, r1.Shared)
	fmt.Println(r2.Val, r2.Shared)
	fmt.Println(r3.Val, r3.Shared)
	fmt.Println("calls:", calls)
}
