package main

import "fmt"

const minLimit, maxLimit = 20, 200

// update — правило AIMD: рост на 1, только если лимит используется хотя бы наполовину,
// и умножение на 0.9 при отказе; результат всегда в [minLimit, maxLimit].
func update(limit, inflight int, dropped bool) int {
	if dropped {
		limit = int(float64(limit) * 0.9)
	} else if inflight*2 >= limit {
		limit++
	}
	return min(maxLimit, max(minLimit, limit))
}

func main() {
	limit := 20
	var trace []int
	for _, s := range []struct {
		inflight int
		dropped  bool
	}{{15, false}, {5, false}, {21, true}, {12, false}} {
		limit = update(limit, s.inflight, s.dropped)
		trace = append(trace, limit)
	}
	fmt.Println(trace)
}
