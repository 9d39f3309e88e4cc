package main

import (
	"errors"
	"fmt"
)

var ErrNoRows = errors.New("no rows in result set")

func mustFindUser(id int) string {
	panic(fmt.Errorf("find user %d: %w", id, ErrNoRows))
}

func main() {
	fmt.Println("looking up user")
	fmt.Println(mustFindUser(42))
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
