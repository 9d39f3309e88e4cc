package main

import (
	"fmt"

	"golang.org/x/sync/errgroup"
)

func main() {
	var g errgroup.Group
	g.SetLimit(2)

	unblock := make(chan struct{})
	for _, shard := range []string{"shard-a", "shard-b", "shard-c"} {
		started := g.TryGo(func() error {
			<-unblock // реиндексация шарда идёт, пока не отпустим
			return nil
		})
		fmt.Println(shard, "started:", started)
	}

	close(unblock)
	fmt.Println("wait:", g.Wait())

	fmt.Println("shard-c retry started:", g.TryGo(func() error { return nil }))
	fmt.Println("wait:", g.Wait())
}
