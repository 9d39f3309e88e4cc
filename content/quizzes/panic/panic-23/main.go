package main

import "fmt"

type ReasonCode string

func authorize(amount int) {
	if amount > 10_000 {
		panic(ReasonCode("limit_exceeded"))
	}
	fmt.Println("authorized", amount)
}

func main() {
	authorize(500)
	authorize(25_000)
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
