package main

import (
	"context"
	"fmt"
	"time"
)

func main() {
	parent, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	pd, _ := parent.Deadline()

	longer, c1 := context.WithTimeout(parent, time.Hour)
	defer c1()
	d1, _ := longer.Deadline()

	detached, c2 := context.WithTimeout(context.WithoutCancel(parent), time.Hour)
	defer c2()
	d2, _ := detached.Deadline()

	fmt.Println(d1.Equal(pd), d1.After(pd))
	fmt.Println(d2.Equal(pd), d2.After(pd))
}
