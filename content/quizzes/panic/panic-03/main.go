package main

import (
	"fmt"
	"sync"
)

type HitCounter struct {
	mu   sync.Mutex
	hits map[string]int
}

func (c *HitCounter) Inc(path string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if path == "" {
		c.mu.Unlock() // отпускаем блокировку пораньше перед выходом
		return
	}
	c.hits[path]++
}

func main() {
	defer fmt.Println("main: deferred")
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()

	c := &HitCounter{hits: map[string]int{}}
	c.Inc("/login")
	c.Inc("")
	fmt.Println("hits:", c.hits["/login"])
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
