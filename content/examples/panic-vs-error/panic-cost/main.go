// Один и тот же отказ двумя способами: ошибка-значение и паника,
// пойманная recover на входе. Замеры — в main_test.go рядом:
//
//	go test -run '^$' -bench . -benchmem -count 6 ./examples/panic-vs-error/panic-cost
package main

import (
	"errors"
	"fmt"
)

var errBadDigit = errors.New("bad digit")

// digitErr и digitPanic — лист рекурсии: проверка одного символа.
func digitErr(c byte) (int, error) {
	if c < '0' || c > '9' {
		return 0, errBadDigit
	}
	return int(c - '0'), nil
}

func digitPanic(c byte) int {
	if c < '0' || c > '9' {
		panic(errBadDigit)
	}
	return int(c - '0')
}

// parseErr спускается на depth кадров и возвращает ошибку по всей цепочке.
func parseErr(s string, depth int) (int, error) {
	if depth > 0 {
		return parseErr(s, depth-1)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		d, err := digitErr(s[i])
		if err != nil {
			return 0, err
		}
		n = n*10 + d
	}
	return n, nil
}

// parsePanic — тот же разбор, но отказ летит паникой сквозь depth кадров
// и превращается в ошибку на входе (приём bailout).
func parsePanic(s string, depth int) (n int, err error) {
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(error)
			if !ok {
				panic(r) // чужая паника — дальше
			}
			n, err = 0, e
		}
	}()
	return walkPanic(s, depth), nil
}

func walkPanic(s string, depth int) int {
	if depth > 0 {
		return walkPanic(s, depth-1)
	}
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + digitPanic(s[i])
	}
	return n
}

func main() {
	for _, s := range []string{"4096", "40x6"} {
		for _, depth := range []int{0, 10} {
			n1, err1 := parseErr(s, depth)
			n2, err2 := parsePanic(s, depth)
			fmt.Printf("%q depth=%-2d  error: %d, %v   panic+recover: %d, %v\n", s, depth, n1, err1, n2, err2)
		}
	}
}
