// Сколько запросов получает зависимость, когда клиент ретраит.
package main

import (
	"fmt"
	"math"
)

// expectedAttempts — среднее число попыток на один логический запрос,
// если каждая попытка независимо падает с вероятностью p, а клиент
// делает до retries повторов: 1 + p + p² + … + p^retries.
func expectedAttempts(p float64, retries int) float64 {
	if p == 1 {
		return float64(retries + 1)
	}
	return (1 - math.Pow(p, float64(retries+1))) / (1 - p)
}

func main() {
	failRates := []float64{0.01, 0.1, 0.5, 0.9, 1}
	retryCounts := []int{1, 2, 3, 5}

	fmt.Println("попыток на запрос, (1 - p^(N+1)) / (1 - p)")
	fmt.Printf("%-6s", "p")
	for _, n := range retryCounts {
		fmt.Printf("  N=%-6d", n)
	}
	fmt.Println()
	for _, p := range failRates {
		fmt.Printf("%-6.2f", p)
		for _, n := range retryCounts {
			fmt.Printf("  %-8.4f", expectedAttempts(p, n))
		}
		fmt.Println()
	}

	fmt.Println()
	fmt.Println("доля успешных запросов при N=3: 1 - p^4")
	for _, p := range failRates {
		fmt.Printf("p=%.2f -> %.4f\n", p, 1-math.Pow(p, 4))
	}

	fmt.Println()
	fmt.Println("худший случай при ретраях на каждом слое: attempts^layers")
	for _, attempts := range []int{2, 3, 4} {
		fmt.Printf("attempts=%d:", attempts)
		total := 1
		for layer := 1; layer <= 4; layer++ {
			total *= attempts
			fmt.Printf("  %d сл.=%d", layer, total)
		}
		fmt.Println()
	}
}
