// Паника внутри пакета допустима, если она не выходит за его границу:
// экспортируемая функция ловит «свою» панику и возвращает error,
// а чужие паники (баги) пробрасывает дальше.
package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// syntaxError — неэкспортируемый тип: только им пакет «сигналит» изнутри.
type syntaxError struct{ msg string }

var ErrSyntax = errors.New("syntax error")

// parser разбирает выражения вида "1+2+3"; глубоко внутри удобно паниковать.
type parser struct{ tokens []string }

func (p *parser) number(tok string) int {
	n, err := strconv.Atoi(tok)
	if err != nil {
		panic(syntaxError{msg: fmt.Sprintf("%q is not a number", tok)})
	}
	return n
}

func (p *parser) sum() int {
	total := 0
	for _, tok := range p.tokens {
		total += p.number(tok)
	}
	return total
}

// Sum — граница пакета: отсюда наружу выходит только error.
func Sum(expr string) (total int, err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		se, ok := r.(syntaxError)
		if !ok {
			panic(r) // чужая паника — это баг, глотать её нельзя
		}
		err = fmt.Errorf("sum %q: %s: %w", expr, se.msg, ErrSyntax)
	}()
	p := &parser{tokens: strings.Split(expr, "+")}
	return p.sum(), nil
}

func main() {
	for _, expr := range []string{"1+2+3", "4+x+5"} {
		total, err := Sum(expr)
		fmt.Printf("%-6s total=%d err=%v Is(ErrSyntax)=%v\n", expr, total, err, errors.Is(err, ErrSyntax))
	}
}
