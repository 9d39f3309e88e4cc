//go:debug panicnil=1

// Старое поведение panic(nil), включённое директивой //go:debug
// (то же делает GODEBUG=panicnil=1 в окружении или go.mod с go < 1.21):
// recover возвращает nil, а неперехваченная паника печатается как «panic: nil».
package main

import "fmt"

func swallow() {
	defer func() {
		r := recover()
		fmt.Printf("recover() = %v, r == nil: %t\n", r, r == nil)
	}()
	var reason error
	panic(reason)
}

func main() {
	swallow()
	fmt.Println("swallow вернулась, как будто паники не было")
	var reason error
	panic(reason)
}
