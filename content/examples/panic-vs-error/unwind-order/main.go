// Порядок раскрутки: defer каждого кадра выполняются LIFO,
// кадры снимаются снизу вверх, recover в handle останавливает панику.
package main

import "fmt"

func loadRow(id int) int {
	defer fmt.Println("loadRow: defer #1")
	defer fmt.Println("loadRow: defer #2")
	fmt.Println("loadRow: start")
	var cache map[int]int
	cache[id] = 1 // паника: запись в nil map
	return cache[id]
}

func price(id int) int {
	defer fmt.Println("price: defer")
	fmt.Println("price: start")
	return loadRow(id) * 100
}

func handle(id int) (status int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("handle: recovered:", r)
			status = 500
		}
	}()
	defer fmt.Println("handle: defer, объявлен после recover-defer")
	fmt.Println("handle: start")
	price(id)
	fmt.Println("handle: сюда не дойдём")
	return 200
}

func main() {
	defer fmt.Println("main: defer")
	fmt.Println("main: status =", handle(7))
	fmt.Println("main: работаем дальше")
}
