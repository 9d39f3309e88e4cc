package main

import "fmt"

func main() {
	const workers = 6
	poison := [2]int{0, 1} // ядовитый клиент уронил воркеры 0 и 1
	total, full, partial := 0, 0, 0
	for a := 0; a < workers; a++ {
		for b := a + 1; b < workers; b++ {
			total++
			hit := 0
			for _, w := range []int{a, b} {
				if w == poison[0] || w == poison[1] {
					hit++
				}
			}
			switch hit {
			case 2:
				full++
			case 1:
				partial++
			}
		}
	}
	fmt.Println(total, full, partial, total-full-partial)
}
