package main

import "fmt"

func flushBatch() {
	defer func() {
		fmt.Println("closing connection")
		panic("close: connection reset")
	}()
	fmt.Println("writing batch")
	panic("write: broken pipe")
}

func main() {
	flushBatch()
	fmt.Println("batch flushed")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
