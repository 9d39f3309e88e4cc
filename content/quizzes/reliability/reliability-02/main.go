package main

import (
	"context"
	"fmt"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())

	released := make(chan string, 2)
	stopLock := context.AfterFunc(ctx, func() { released <- "lock released" })
	stopLease := context.AfterFunc(ctx, func() { released <- "lease released" })

	fmt.Println("stop lock before cancel:", stopLock())

	cancel()
	fmt.Println(<-released)

	fmt.Println("stop lease after cancel:", stopLease())
	fmt.Println("stop lock again:", stopLock())
}
