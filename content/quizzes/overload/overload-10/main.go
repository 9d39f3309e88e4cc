package main

import (
	"fmt"
	"time"
)

func main() {
	const rps = 250
	latency := 80 * time.Millisecond

	fmt.Println(rps * latency.Seconds())
	fmt.Println(time.Duration(rps) * latency)
}
