package main

import (
	"fmt"
	"sync"
)

func main() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("main recovered:", r)
		}
	}()

	var wg sync.WaitGroup
	wg.Go(func() {
		fmt.Println("indexing documents")
		panic("index shard 3 corrupted")
	})
	wg.Wait()
	fmt.Println("indexing finished")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
