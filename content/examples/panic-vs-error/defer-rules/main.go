// Что defer вычисляет сразу, а что — при выходе из функции.
package main

import (
	"fmt"
	"runtime"
)

type conn struct{ name string }

func (c conn) Close()    { fmt.Println("Close (значение):", c.name) }
func (c *conn) Release() { fmt.Println("Release (указатель):", c.name) }

func receivers() {
	c := conn{name: "first"}
	defer c.Close()   // копия c снята сейчас
	defer c.Release() // сейчас взят &c, поле прочитается при выходе
	p := &conn{name: "old"}
	defer p.Release() // сейчас вычислен p — старый указатель
	p = &conn{name: "new"}
	c.name = "second"
}

func nilFunc() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("при выходе: %v", r)
		}
	}()
	var cleanup func()
	defer cleanup() // nil: паники здесь нет
	fmt.Println("defer nil-функции прошёл, тело работает дальше")
	return nil
}

func goexit() {
	done := make(chan struct{})
	go func() {
		defer close(done)
		defer func() { fmt.Println("defer при Goexit выполнен, recover() =", recover()) }()
		runtime.Goexit()
		fmt.Println("не напечатается")
	}()
	<-done
}

func main() {
	receivers()
	fmt.Println(nilFunc())
	goexit()
}
