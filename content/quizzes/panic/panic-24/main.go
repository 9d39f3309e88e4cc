package main

import "fmt"

type DeclineError struct {
	Code string
}

func (e DeclineError) Error() string {
	return "card declined: " + e.Code
}

func authorize(balance, amount int) {
	if amount > balance {
		panic(DeclineError{Code: "insufficient_funds"})
	}
	fmt.Println("authorized", amount)
}

func main() {
	authorize(1000, 300)
	authorize(1000, 5000)
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
