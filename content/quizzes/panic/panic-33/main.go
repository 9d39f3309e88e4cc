package main

import "fmt"

func chargeCard(amount int) {
	if amount <= 0 {
		panic(fmt.Sprintf("invalid amount %d", amount))
	}
	fmt.Println("charged", amount)
}

func main() {
	defer fmt.Println("main: deferred")

	chargeCard(0)

	if r := recover(); r != nil {
		fmt.Println("recovered:", r)
	}
	fmt.Println("next payment")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
