package main

import (
	"fmt"
	"sync"
)

func call(name string, f func()) {
	defer func() {
		fmt.Printf("%s: recovered %v\n", name, recover())
	}()
	f()
}

func main() {
	var once sync.Once
	loadConfig := func() {
		once.Do(func() { panic("config unreadable") })
	}
	call("Do #1", loadConfig)
	call("Do #2", loadConfig)

	loadSchema := sync.OnceFunc(func() { panic("schema unreadable") })
	call("OnceFunc #1", loadSchema)
	call("OnceFunc #2", loadSchema)
}
