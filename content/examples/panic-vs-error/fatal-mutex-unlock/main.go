// Unlock незаблокированного мьютекса — fatal error, а не паника:
// recover не вызывается, defer не выполняются.
package main

import (
	"fmt"
	"sync"
)

type counter struct {
	mu sync.Mutex
	n  int
}

func (c *counter) inc() {
	c.n++
	c.mu.Unlock() // забыли Lock
}

func main() {
	defer func() {
		fmt.Println("recover:", recover()) // не напечатается
	}()
	var c counter
	c.inc()
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
