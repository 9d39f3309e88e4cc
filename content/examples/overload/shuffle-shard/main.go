// Сколько клиентов заденет «ядовитый» клиент, который роняет все свои воркеры:
// обычные шарды против shuffle sharding на тех же 8 воркерах.
package main

import (
	"fmt"
	"math/big"
)

// combos перечисляет все наборы по k воркеров из n.
func combos(n, k int) [][]int {
	var out [][]int
	var rec func(start int, cur []int)
	rec = func(start int, cur []int) {
		if len(cur) == k {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := start; i < n; i++ {
			rec(i+1, append(cur, i))
		}
	}
	rec(0, nil)
	return out
}

func overlap(a, b []int) int {
	n := 0
	for _, x := range a {
		for _, y := range b {
			if x == y {
				n++
			}
		}
	}
	return n
}

func main() {
	// Обычное шардирование: 4 шарда по 2 воркера, клиент живёт в одном шарде.
	fmt.Println("4 шарда по 2 воркера: ядовитый клиент кладёт весь свой шард, это 1/4 клиентов")

	// Shuffle sharding: у каждого клиента своя пара воркеров из C(8,2).
	all := combos(8, 2)
	poison := all[0] // воркеры 0 и 1 упали
	full, partial, none := 0, 0, 0
	for _, c := range all {
		switch overlap(c, poison) {
		case 2:
			full++
		case 1:
			partial++
		default:
			none++
		}
	}
	fmt.Printf("shuffle sharding, пар: %d\n", len(all))
	fmt.Printf("  оба воркера упали: %d/%d (%.1f %%)\n", full, len(all), 100*float64(full)/float64(len(all)))
	fmt.Printf("  упал один из двух: %d/%d — клиент живёт на втором\n", partial, len(all))
	fmt.Printf("  не задеты: %d/%d\n", none, len(all))

	for _, p := range [][2]int64{{100, 5}, {2048, 4}} {
		fmt.Printf("C(%d,%d) = %v\n", p[0], p[1], new(big.Int).Binomial(p[0], p[1]))
	}
}
