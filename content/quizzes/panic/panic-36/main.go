package main

import "fmt"

func reconcile() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("audit log:", r)
			panic(r)
		}
	}()
	panic("ledger mismatch")
}

func main() {
	reconcile()
	fmt.Println("reconciled")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
