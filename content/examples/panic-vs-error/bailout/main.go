// Внутренний bailout: рекурсивный разбор выходит из глубины паникой
// приватного типа, экспортированная Eval превращает её в error,
// а чужие паники (наши же баги) пропускает дальше.
package main

import (
	"errors"
	"fmt"
	"strconv"
)

type SyntaxError struct {
	Pos int
	Msg string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("позиция %d: %s", e.Pos, e.Msg) }

// bailout — маркер «это наша паника». Тип не экспортирован:
// никто снаружи не может случайно бросить или поймать его.
type bailout struct{ err error }

type parser struct {
	src  string
	pos  int
	vars []int
}

func (p *parser) fail(format string, args ...any) {
	panic(bailout{&SyntaxError{Pos: p.pos, Msg: fmt.Sprintf(format, args...)}})
}

func (p *parser) peek() byte {
	if p.pos < len(p.src) {
		return p.src[p.pos]
	}
	return 0
}

// expr = term {"+" term}; term = factor {"*" factor};
// factor = число | "$" индекс | "(" expr ")".
func (p *parser) expr() int {
	v := p.term()
	for p.peek() == '+' {
		p.pos++
		v += p.term()
	}
	return v
}

func (p *parser) term() int {
	v := p.factor()
	for p.peek() == '*' {
		p.pos++
		v *= p.factor()
	}
	return v
}

func (p *parser) number() int {
	start := p.pos
	for c := p.peek(); c >= '0' && c <= '9'; c = p.peek() {
		p.pos++
	}
	if start == p.pos {
		p.fail("ожидалось число")
	}
	n, _ := strconv.Atoi(p.src[start:p.pos])
	return n
}

func (p *parser) factor() int {
	switch c := p.peek(); {
	case c == '(':
		p.pos++
		v := p.expr()
		if p.peek() != ')' {
			p.fail("не хватает ')'")
		}
		p.pos++
		return v
	case c == '$':
		p.pos++
		return p.vars[p.number()] // баг: индекс не проверяем
	case c >= '0' && c <= '9':
		return p.number()
	case c == 0:
		p.fail("неожиданный конец выражения")
	default:
		p.fail("неожиданный символ %q", c)
	}
	return 0
}

// Eval — граница пакета: наружу выходит только error.
func Eval(src string, vars []int) (result int, err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		b, ok := r.(bailout)
		if !ok {
			panic(r) // не наша паника: это баг, глотать нельзя
		}
		err = fmt.Errorf("eval %q: %w", src, b.err)
	}()
	p := &parser{src: src, vars: vars}
	v := p.expr()
	if p.pos != len(p.src) {
		p.fail("лишний ввод")
	}
	return v, nil
}

func main() {
	vars := []int{10, 20}
	for _, src := range []string{"2*(3+4)", "$1+1", "2*(3+4", "2+*3", "1)"} {
		v, err := Eval(src, vars)
		var se *SyntaxError
		fmt.Printf("%-8s → %d, err=%v, SyntaxError=%v\n", src, v, err, errors.As(err, &se))
	}

	defer func() { fmt.Println("чужая паника прошла насквозь:", recover()) }()
	Eval("$5", vars)
}
