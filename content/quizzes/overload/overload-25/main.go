package main

import (
	"context"
	"fmt"

	"golang.org/x/sync/singleflight"
)

func main() {
	var g singleflight.Group
	release := make(chan struct{})

	firstCtx, cancelFirst := context.WithCancel(context.Background())
	load := func(ctx context.Context) func() (any, error) {
		return func() (any, error) {
			<-release
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			return "profile", nil
		}
	}

	chans := []<-chan singleflight.Result{
		g.DoChan("user:1", load(firstCtx)),             // первый вызывающий
		g.DoChan("user:1", load(context.Background())), // второй
		g.DoChan("user:1", load(context.Background())), // третий
	}
	cancelFirst() // первый клиент ушёл
	close(release)
	for i, ch := range chans {
		r := <-ch
		fmt.Println(i+1, r.Val, r.Err)
	}
}
