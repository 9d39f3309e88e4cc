// Порядок обёрток меняет нагрузку на упавшую зависимость.
// Считаем, сколько вызовов до неё дойдёт от 10 запросов, если она
// всегда отвечает 503, при трёх разных способах собрать retry и breaker.
package main

import (
	"errors"
	"fmt"
)

var (
	ErrUnavailable = errors.New("503 service unavailable")
	ErrOpen        = errors.New("breaker: open")
)

// breaker: размыкается, когда в окне не меньше minReq вызовов и половина из них — отказы.
// Часы стоят, поэтому из open он в этом примере не выходит.
type breaker struct {
	minReq, reqs, fails int
	open                bool
}

func (b *breaker) do(fn func() error) error {
	if b.open {
		return ErrOpen
	}
	err := fn()
	b.reqs++
	if err != nil {
		b.fails++
	}
	if b.reqs >= b.minReq && 2*b.fails >= b.reqs {
		b.open = true
	}
	return err
}

// retry: до attempts попыток; ErrOpen не повторяем — получим его же.
func retry(attempts int, fn func() error) error {
	var err error
	for range attempts {
		if err = fn(); err == nil || errors.Is(err, ErrOpen) {
			return err
		}
	}
	return err
}

func main() {
	calls := 0
	dependency := func() error { calls++; return ErrUnavailable }

	run := func(name string, request func() error) {
		calls = 0
		refused := 0
		for range 10 {
			if errors.Is(request(), ErrOpen) {
				refused++
			}
		}
		fmt.Printf("%-36s dependency calls: %2d, refused by breaker: %2d\n", name, calls, refused)
	}

	a := &breaker{minReq: 5}
	run("retry -> breaker -> call", func() error {
		return retry(3, func() error { return a.do(dependency) })
	})

	b := &breaker{minReq: 5}
	run("breaker -> retry -> call", func() error {
		return b.do(func() error { return retry(3, dependency) })
	})

	run("retry -> retry -> call (no breaker)", func() error {
		return retry(3, func() error { return retry(3, dependency) })
	})
}
