// Переполнение стека — fatal error. Лимит уменьшен до 1 МиБ,
// чтобы не расходовать гигабайт (по умолчанию 1 ГБ на 64-битных).
package main

import (
	"fmt"
	"runtime/debug"
)

type node struct{ next *node }

func depth(n *node) int {
	if n == nil {
		return 0
	}
	return 1 + depth(n.next)
}

func main() {
	debug.SetMaxStack(1 << 20)
	defer func() {
		fmt.Println("recover:", recover()) // не напечатается
	}()
	loop := &node{}
	loop.next = loop // цикл в «списке»: рекурсия без дна
	fmt.Println(depth(loop))
}

//goprep:timing
