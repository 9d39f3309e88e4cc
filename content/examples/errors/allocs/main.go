// Сколько аллокаций стоит каждый способ вернуть ошибку. testing.AllocsPerRun
// усредняет по многим запускам, результат стабилен для данной версии Go.
package main

import (
	"errors"
	"fmt"
	"testing"
)

var ErrBusy = errors.New("busy")

type BusyError struct{ Slot int }

func (e *BusyError) Error() string { return "slot busy" }

var sink error

//go:noinline
func sentinel() error { return ErrBusy }

//go:noinline
func newEachTime() error { return errors.New("busy") }

//go:noinline
func wrapped(slot int) error { return fmt.Errorf("slot %d: %w", slot, ErrBusy) }

//go:noinline
func typed(slot int) error { return &BusyError{Slot: slot} }

//go:noinline
func joined() error { return errors.Join(ErrBusy, ErrBusy) }

func main() {
	probe := wrapped(3) // *fmt.wrapError → ErrBusy
	cases := []struct {
		name string
		fn   func()
	}{
		{"return ErrBusy", func() { sink = sentinel() }},
		{"errors.New(...)", func() { sink = newEachTime() }},
		{"&BusyError{...}", func() { sink = typed(3) }},
		{"fmt.Errorf(%w)", func() { sink = wrapped(3) }},
		{"errors.Join(a, b)", func() { sink = joined() }},
		{"errors.Is, 2 звена", func() { _ = errors.Is(probe, ErrBusy) }},
	}
	for _, c := range cases {
		fmt.Printf("%-22s %.0f allocs/op\n", c.name, testing.AllocsPerRun(1000, c.fn))
	}
}
