package main

import (
	"errors"
	"fmt"
)

type bailout struct{ err error }

func parseHeaders(lines []string) (count int, err error) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		b, ok := r.(bailout)
		if !ok {
			fmt.Println("foreign panic, re-raising")
			panic(r)
		}
		err = b.err
	}()

	if len(lines) == 0 {
		panic(bailout{errors.New("empty header block")})
	}
	first := lines[2]
	return len(first), nil
}

func main() {
	_, err := parseHeaders(nil)
	fmt.Println("err:", err)
	_, err = parseHeaders([]string{"Host: api"})
	fmt.Println("err:", err)
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
