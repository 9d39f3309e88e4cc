// Дедлок — fatal error: ни defer, ни recover не выполняются.
package main

import "fmt"

func main() {
	defer func() {
		fmt.Println("recover:", recover()) // не напечатается
	}()
	defer fmt.Println("main: defer") // тоже
	results := make(chan int)
	fmt.Println("ждём результат, который никто не пришлёт")
	<-results
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
