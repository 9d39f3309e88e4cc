package main

import (
	"fmt"
	"time"
)

const interval = 100 * time.Millisecond

// queueTimeout: сколько запросу позволено ждать в очереди, решается при постановке.
func queueTimeout(now, lastEmpty time.Duration) time.Duration {
	if now-lastEmpty > interval {
		return 5 * time.Millisecond
	}
	return interval
}

func main() {
	ms := time.Millisecond
	var lastEmpty time.Duration // очередь пуста в момент 0
	var got []time.Duration
	for _, ev := range []struct {
		at      time.Duration
		emptied bool // очередь опустела в этот момент
	}{{0, false}, {50 * ms, false}, {150 * ms, false}, {160 * ms, true}, {200 * ms, false}} {
		if ev.emptied {
			lastEmpty = ev.at
			continue
		}
		got = append(got, queueTimeout(ev.at, lastEmpty))
	}
	fmt.Println(got)
}
