// Бюджет запроса: каждый слой берёт min(want, remaining − reserve)
// и не идёт в сеть, если времени не осталось.
package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var ErrNoBudget = errors.New("budget: no time left for this call")

// share — чистая арифметика: сколько дать дочернему вызову.
func share(remaining, want, reserve time.Duration) (time.Duration, error) {
	left := remaining - reserve
	if left <= 0 {
		return 0, ErrNoBudget
	}
	return min(want, left), nil
}

// childCtx — та же арифметика поверх context. Без дедлайна сверху берём свой.
func childCtx(ctx context.Context, want, reserve time.Duration) (context.Context, context.CancelFunc, error) {
	dl, ok := ctx.Deadline()
	if !ok {
		c, cancel := context.WithTimeout(ctx, want)
		return c, cancel, nil
	}
	d, err := share(time.Until(dl), want, reserve)
	if err != nil {
		return nil, nil, err // в сеть не идём: отказ стоит микросекунды
	}
	c, cancel := context.WithTimeout(ctx, d)
	return c, cancel, nil
}

type step struct {
	name          string
	want, reserve time.Duration
}

// plan прогоняет шаги в худшем случае: каждый тратит всё, что ему дали.
func plan(title string, remaining time.Duration, steps []step) {
	fmt.Printf("%s (remaining %v)\n", title, remaining)
	for _, s := range steps {
		d, err := share(remaining, s.want, s.reserve)
		if err != nil {
			fmt.Printf("  %-8s want %-6v -> refused: %v\n", s.name, s.want, err)
			return
		}
		remaining -= d
		fmt.Printf("  %-8s want %-6v -> gets %-6v left %v\n", s.name, s.want, d, remaining)
	}
}

func main() {
	steps := []step{
		{"auth", 200 * time.Millisecond, 100 * time.Millisecond},
		{"profile", 400 * time.Millisecond, 100 * time.Millisecond},
		{"payment", 2000 * time.Millisecond, 100 * time.Millisecond},
	}
	plan("ingress budget 3s", 3*time.Second, steps)
	plan("1.2s lost in a queue before us", 1800*time.Millisecond, steps)
	plan("only 650ms left at the entry", 650*time.Millisecond, steps)

	// context сам не даёт ребёнку пережить родителя.
	parent, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	child, cancelChild := context.WithTimeout(parent, 5*time.Second)
	defer cancelChild()
	pd, _ := parent.Deadline()
	cd, _ := child.Deadline()
	fmt.Println("\nchild asked for 5s, its deadline equals the parent's:", cd.Equal(pd))

	// Когда остаток меньше резерва, childCtx отказывает, не создавая контекст.
	_, _, err := childCtx(parent, 2*time.Second, 150*time.Millisecond)
	fmt.Println("100ms left, reserve 150ms:", err)
}
