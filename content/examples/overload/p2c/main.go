// Балансировка при частичном отказе: 10 бэкендов, один из них впятеро медленнее.
// Round robin, случайный выбор и power of two choices (P2C, меньше активных запросов).
// Модельное время: за тик приходит 8 запросов; быстрый бэкенд завершает 1 запрос
// за тик, медленный — 1 за 5 тиков. Случайность с фиксированным зерном.
package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
)

const hosts, slowHost, ticks, perTick = 10, 0, 2000, 8

func simulate(pick func(active []int, rng *rand.Rand, n int) int) (p99 int, slowShare float64) {
	rng := rand.New(rand.NewPCG(11, 12))
	queues := make([][]int, hosts) // время прихода запросов, ждущих на бэкенде
	var latencies []int
	toSlow, total := 0, 0
	for t := 0; t < ticks; t++ {
		for i := range perTick {
			active := make([]int, hosts)
			for h := range queues {
				active[h] = len(queues[h])
			}
			h := pick(active, rng, t*perTick+i)
			queues[h] = append(queues[h], t)
			total++
			if h == slowHost {
				toSlow++
			}
		}
		for h := range queues {
			if len(queues[h]) == 0 || (h == slowHost && t%5 != 0) {
				continue
			}
			latencies = append(latencies, t-queues[h][0]+1)
			queues[h] = queues[h][1:]
		}
	}
	slices.Sort(latencies)
	return latencies[len(latencies)*99/100], float64(toSlow) / float64(total)
}

func main() {
	roundRobin := func(_ []int, _ *rand.Rand, n int) int { return n % hosts }
	random := func(_ []int, rng *rand.Rand, _ int) int { return rng.IntN(hosts) }
	p2c := func(active []int, rng *rand.Rand, _ int) int {
		a, b := rng.IntN(hosts), rng.IntN(hosts-1)
		if b >= a {
			b++ // два разных бэкенда
		}
		if active[b] < active[a] {
			return b
		}
		return a
	}
	for _, c := range []struct {
		name string
		pick func([]int, *rand.Rand, int) int
	}{{"round robin", roundRobin}, {"случайно", random}, {"P2C", p2c}} {
		p99, share := simulate(c.pick)
		fmt.Printf("%-12s p99 %4d тиков, доля медленного бэкенда %4.1f %%\n", c.name, p99, 100*share)
	}
}
