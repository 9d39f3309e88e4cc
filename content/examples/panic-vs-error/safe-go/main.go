// Одна точка запуска горутин: recover, лог со стеком, метрика, ожидание.
package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

type Group struct {
	log    *slog.Logger
	wg     sync.WaitGroup
	panics atomic.Int64
}

// Go — единственное место в проекте, где разрешён голый go.
func (g *Group) Go(ctx context.Context, name string, fn func(context.Context) error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		defer func() {
			if v := recover(); v != nil {
				g.panics.Add(1)
				g.log.ErrorContext(ctx, "goroutine panicked",
					slog.String("goroutine", name),
					slog.Any("panic", v),
					slog.String("stack", string(debug.Stack())))
			}
		}()
		if err := fn(ctx); err != nil {
			g.log.WarnContext(ctx, "goroutine failed", slog.String("goroutine", name), slog.Any("err", err))
		}
	}()
}

func (g *Group) Wait() { g.wg.Wait() }

func main() {
	var out bytes.Buffer
	var mu sync.Mutex
	h := slog.NewTextHandler(&lockedWriter{&mu, &out}, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			switch a.Key {
			case slog.TimeKey:
				return slog.Attr{}
			case "stack": // в примере стек сокращаем, чтобы вывод был стабильным
				return slog.String("stack", "…")
			}
			return a
		},
	})
	g := &Group{log: slog.New(h)}
	ctx := context.Background()

	g.Go(ctx, "cache-warmup", func(context.Context) error { return nil })
	g.Go(ctx, "email-digest", func(context.Context) error {
		var tpl map[string]string
		tpl["subject"] = "weekly" // паника
		return nil
	})
	g.Go(ctx, "metrics-push", func(context.Context) error { return errors.New("pushgateway: 503") })
	g.Wait()

	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	slices.Sort(lines) // горутины логируют в произвольном порядке
	for _, l := range lines {
		fmt.Println(l)
	}
	fmt.Println("процесс жив, goroutine_panics_total =", g.panics.Load())
}

type lockedWriter struct {
	mu  *sync.Mutex
	buf *bytes.Buffer
}

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.Write(p)
}
