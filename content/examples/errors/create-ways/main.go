// Все способы получить значение error из стандартной библиотеки и своего
// кода: конкретный тип, текст и то, что отдаёт наружу Unwrap.
package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
)

// ErrPaused — sentinel уровня пакета.
var ErrPaused = errors.New("queue paused")

// BacklogError — свой тип: несёт данные, а не только факт.
type BacklogError struct {
	Queue string
	Depth int
}

func (e *BacklogError) Error() string {
	return fmt.Sprintf("queue %s: backlog %d", e.Queue, e.Depth)
}

// unwrapShape описывает, как ошибка раскрывается: одним звеном, списком или никак.
func unwrapShape(err error) string {
	switch u := err.(type) {
	case interface{ Unwrap() error }:
		return fmt.Sprintf("Unwrap() error → %v", u.Unwrap())
	case interface{ Unwrap() []error }:
		parts := make([]string, 0, len(u.Unwrap()))
		for _, e := range u.Unwrap() {
			parts = append(parts, e.Error())
		}
		return "Unwrap() []error → [" + strings.Join(parts, "; ") + "]"
	default:
		return "не раскрывается"
	}
}

func main() {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	expired, stop := context.WithTimeout(context.Background(), 0)
	defer stop()
	withCause, cancelCause := context.WithCancelCause(context.Background())
	cancelCause(ErrPaused)
	_, openErr := os.Open("/no/such/file")

	cases := []struct {
		how string
		err error
	}{
		{"errors.New", errors.New("queue is empty")},
		{"fmt.Errorf без %w", fmt.Errorf("queue %q is empty", "mail")},
		{"fmt.Errorf с %w", fmt.Errorf("drain: %w", ErrPaused)},
		{"fmt.Errorf с двумя %w", fmt.Errorf("drain: %w; %w", ErrPaused, fs.ErrPermission)},
		{"свой тип", &BacklogError{Queue: "mail", Depth: 1200}},
		{"sentinel", ErrPaused},
		{"errors.Join", errors.Join(ErrPaused, fs.ErrClosed)},
		{"ctx.Err() после cancel", cancelled.Err()},
		{"ctx.Err() после дедлайна", expired.Err()},
		{"context.Cause", context.Cause(withCause)},
		{"os.Open", openErr},
	}
	for _, c := range cases {
		fmt.Printf("%-26s %-30T %s\n", c.how, c.err, unwrapShape(c.err))
	}
	fmt.Println("withCause.Err():", withCause.Err())
	fmt.Println("Is(openErr, fs.ErrNotExist):", errors.Is(openErr, fs.ErrNotExist))
}

//goprep:browser differs в js/wasm текст системной ошибки пишется с заглавной буквы: «No such file or directory» вместо «no such file or directory»
