// recover в main не видит панику другой горутины: процесс падает целиком.
package main

import "fmt"

func main() {
	defer func() {
		fmt.Println("main: recover =", recover()) // не выполнится
	}()

	results := make(chan int)
	fmt.Println("main: запускаем горутину и ждём результат")
	go func() {
		var prices map[string]int
		prices["sku-1"] = 990 // паника в дочерней горутине
		results <- 1
	}()

	fmt.Println(<-results)
}
