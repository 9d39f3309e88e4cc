package main

import "fmt"

func handle(path string) {
	defer func() {
		if r := recover(); r != nil {
			panic(fmt.Sprintf("handler %s failed: %v", path, r))
		}
	}()
	panic("nil session")
}

func main() {
	handle("/checkout")
	fmt.Println("served")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
