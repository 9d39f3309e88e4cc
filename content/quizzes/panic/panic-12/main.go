package main

import "fmt"

func publish(topic string) {
	defer fmt.Println("release lock")
	defer fmt.Println("close producer")

	fmt.Println("publishing to", topic)
	panic("broker unavailable")
}

func main() {
	defer fmt.Println("main: deferred")
	publish("orders")
	fmt.Println("published")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
