package main

import (
	"fmt"

	"golang.org/x/sync/errgroup"
)

func main() {
	var g errgroup.Group
	g.SetLimit(2)
	release := make(chan struct{})
	work := func() error { <-release; return nil }

	var started []bool
	for range 4 {
		started = append(started, g.TryGo(work))
	}
	fmt.Println(started)
	close(release)
	g.Wait()
	fmt.Println(g.TryGo(func() error { return nil }))
	g.Wait()
}
