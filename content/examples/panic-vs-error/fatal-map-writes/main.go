// Конкурентная запись в map — fatal error: recover не поможет.
package main

import (
	"fmt"
	"sync"
)

func main() {
	defer func() {
		fmt.Println("recover:", recover()) // не напечатается
	}()
	hits := map[int]int{}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 1_000_000 {
				hits[i%64] += w // гонка: пишем без мьютекса
			}
		}()
	}
	wg.Wait()
	fmt.Println("повезло: гонку не поймали", len(hits))
}

//goprep:timing

//goprep:browser differs в js/wasm один поток ОС: одновременная запись в map не ловится, и программа не падает с «concurrent map writes»
