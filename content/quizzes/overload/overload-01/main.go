package main

import "fmt"

// rejectProbability — формула адаптивного троттлинга клиента.
func rejectProbability(requests, accepts, k float64) float64 {
	return max(0, (requests-k*accepts)/(requests+1))
}

func main() {
	const k = 2
	for _, c := range [][2]float64{{100, 100}, {100, 40}, {100, 10}} {
		fmt.Printf("%.3f\n", rejectProbability(c[0], c[1], k))
	}
}
