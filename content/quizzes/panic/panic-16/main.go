package main

import "fmt"

func consume(event string) {
	if event == "" {
		panic("malformed event")
	}
	fmt.Println("consumed", event)
}

func main() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("main recovered:", r)
		}
	}()

	done := make(chan struct{})
	go func() {
		consume("order.created")
		consume("")
		close(done)
	}()

	<-done
	fmt.Println("consumer finished")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
