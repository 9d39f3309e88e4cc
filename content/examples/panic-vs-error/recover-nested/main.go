// recover работает, только если его вызвала сама отложенная функция.
// Вызов на кадр глубже возвращает nil, и паника идёт дальше.
package main

import "fmt"

func logPanic(where string) {
	if r := recover(); r != nil {
		fmt.Printf("%s: logPanic поймал %q\n", where, r)
		return
	}
	fmt.Printf("%s: recover вернул nil\n", where)
}

func direct() {
	defer logPanic("direct") // logPanic и есть отложенная функция
	panic("first")
}

func nested() {
	defer func() {
		logPanic("nested") // обычный вызов внутри defer: кадр глубже
	}()
	panic("second")
}

func main() {
	direct()
	fmt.Println("после direct")
	nested()
	fmt.Println("после nested")
}
