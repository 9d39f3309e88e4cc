package main

import (
	"fmt"
	"time"
)

func main() {
	base := 100 * time.Millisecond
	for _, attempt := range []uint{36, 37, 38, 56} {
		d := base << attempt
		fmt.Printf("attempt %d: %v\n", attempt, d)
	}
}
