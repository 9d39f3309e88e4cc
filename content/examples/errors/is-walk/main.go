// Порядок, в котором errors.Is обходит дерево ошибок: сначала сам узел,
// потом его дети слева направо, каждый — до самого дна (pre-order, в глубину).
// Каждый узел печатает себя, когда errors.Is вызывает его метод Is.
package main

import (
	"errors"
	"fmt"
)

// step — сквозной счётчик посещений, чтобы видеть порядок.
var step int

// fault — узел дерева: имя, код для сравнения и дети.
type fault struct {
	name string
	code string
	kids []error
}

func (f *fault) Error() string { return f.name }

// Is сравнивает по коду и заодно печатает, что узел посетили.
func (f *fault) Is(target error) bool {
	step++
	fmt.Printf("  %d:%s", step, f.name)
	t, ok := target.(*fault)
	return ok && t.code != "" && t.code == f.code
}

// Unwrap с двумя и более детьми делает узел ветвлением, как errors.Join.
func (f *fault) Unwrap() []error { return f.kids }

func leaf(name, code string) *fault { return &fault{name: name, code: code} }

func main() {
	tree := &fault{name: "shutdown", kids: []error{
		&fault{name: "db", kids: []error{leaf("conn-reset", "RESET")}},
		&fault{name: "cache", kids: []error{
			leaf("node-a", "TIMEOUT"),
			leaf("node-b", "REFUSED"),
		}},
		leaf("queue", "TIMEOUT"),
	}}

	for _, code := range []string{"TIMEOUT", "REFUSED", "DISK"} {
		step = 0
		fmt.Printf("ищем %s:\n", code)
		found := errors.Is(tree, &fault{code: code})
		fmt.Printf("\n  → %v после %d посещений\n", found, step)
	}
}
