// Цепочка ошибок не хранит стек. Если место рождения важно, его можно
// снять своим типом: runtime.Callers в конструкторе, кадры — по запросу.
package main

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
)

// traced запоминает адреса вызовов в момент создания ошибки.
type traced struct {
	err error
	pcs []uintptr
}

func (t *traced) Error() string { return t.err.Error() }
func (t *traced) Unwrap() error { return t.err }

// Frames разворачивает адреса в «функция:строка» только когда нужно (в логе).
func (t *traced) Frames() []string {
	var out []string
	frames := runtime.CallersFrames(t.pcs)
	for {
		f, more := frames.Next()
		if !strings.HasPrefix(f.Function, "runtime.") {
			out = append(out, fmt.Sprintf("%s:%d", f.Function, f.Line))
		}
		if !more {
			return out
		}
	}
}

// withStack оборачивает ошибку и снимает стек вызывающего.
func withStack(err error) error {
	pcs := make([]uintptr, 16)
	n := runtime.Callers(2, pcs) // пропустить runtime.Callers и сам withStack
	return &traced{err: err, pcs: pcs[:n]}
}

var ErrCorrupt = errors.New("checksum mismatch")

func readBlock(n int) error {
	if n == 3 {
		return withStack(ErrCorrupt)
	}
	return nil
}

func restore() error {
	for n := 1; n <= 5; n++ {
		if err := readBlock(n); err != nil {
			return fmt.Errorf("restore block %d: %w", n, err)
		}
	}
	return nil
}

func main() {
	err := restore()
	fmt.Println("err:", err)
	fmt.Println("Is(ErrCorrupt):", errors.Is(err, ErrCorrupt))
	if t, ok := errors.AsType[*traced](err); ok {
		for _, f := range t.Frames() {
			fmt.Println("  at", f)
		}
	}
}
