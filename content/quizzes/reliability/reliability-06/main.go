package main

import (
	"fmt"
	"time"
)

type Breaker struct {
	state     string // closed | open | half-open
	failures  int
	successes int
	openedAt  time.Time
	now       func() time.Time
}

func (b *Breaker) Allow() bool {
	if b.state == "open" && b.now().Sub(b.openedAt) >= 10*time.Second {
		b.state, b.successes = "half-open", 0
	}
	return b.state != "open"
}

func (b *Breaker) Report(ok bool) {
	switch {
	case b.state == "half-open" && !ok:
		b.state, b.openedAt = "open", b.now()
	case b.state == "half-open" && ok:
		if b.successes++; b.successes == 2 {
			b.state, b.failures = "closed", 0
		}
	case !ok:
		if b.failures++; b.failures == 3 {
			b.state, b.openedAt = "open", b.now()
		}
	default:
		b.failures = 0
	}
}

func main() {
	clock := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	b := &Breaker{state: "closed", now: func() time.Time { return clock }}

	calls := []struct {
		after time.Duration
		ok    bool
	}{{0, false}, {0, false}, {0, false}, {11 * time.Second, false}, {9 * time.Second, true}, {time.Second, true}, {0, true}, {0, false}}

	for i, c := range calls {
		clock = clock.Add(c.after)
		allowed := b.Allow()
		if allowed {
			b.Report(c.ok)
		}
		fmt.Printf("call %d: allowed=%-5v state=%s\n", i+1, allowed, b.state)
	}
}
