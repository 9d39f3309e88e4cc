package main

import "fmt"

func main() {
	defer fmt.Println("shutdown hooks")

	results := make(chan string)
	results <- "report ready"
	fmt.Println(<-results)
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
