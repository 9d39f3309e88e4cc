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
