package main

import (
	"context"
	"fmt"
	"time"
)

type key struct{}

func main() {
	parent, cancel := context.WithTimeout(context.Background(), time.Minute)
	parent = context.WithValue(parent, key{}, "t-42")
	detached := context.WithoutCancel(parent)
	cancel()

	_, hasDeadline := detached.Deadline()
	fmt.Println(parent.Err())
	fmt.Println(detached.Err(), hasDeadline, detached.Done() == nil)
	fmt.Println(detached.Value(key{}))
}
