// Нехватка памяти — fatal error. Запускать с ограничением
// адресного пространства: (ulimit -v 1000000; ./fatal-oom)
//
//goprep:norun
package main

import "fmt"

func main() {
	defer func() {
		fmt.Println("recover:", recover()) // не напечатается
	}()
	var chunks [][]byte
	for i := range 64 {
		chunks = append(chunks, make([]byte, 64<<20)) // по 64 МиБ
		chunks[i][0] = 1
	}
	fmt.Println("выделено блоков:", len(chunks))
}
