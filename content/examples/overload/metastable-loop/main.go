// Метастабильный отказ в миниатюре. Сервер обслуживает 10 запросов за тик (100 мс),
// клиент ждёт ответа 1 с и (если attempts = 2) один раз повторяет запрос.
// С 5-й по 6-ю секунду сервер стоит — это триггер. Время — номер тика.
package main

import "fmt"

const capacity, timeout, horizon = 10, 10, 300

type batch struct{ sent, n, attempt int }

// run возвращает полезные ответы (клиент ещё ждал) по секундам и всю работу на 29-й секунде.
func run(perTick, attempts int, dropExpired bool) (goodput [30]int, work int) {
	var queue []*batch
	for t := range horizon {
		queue = append(queue, &batch{t, perTick, 1})
		for _, b := range queue { // не дождался ответа — повтор; старый запрос остаётся в очереди
			if t-b.sent == timeout && b.n > 0 && b.attempt < attempts {
				queue = append(queue, &batch{t, b.n, b.attempt + 1})
			}
		}
		budget := capacity
		if t >= 50 && t < 60 {
			budget = 0
		}
		for len(queue) > 0 {
			b := queue[0]
			late := t-b.sent >= timeout
			if late && dropExpired { // клиент ушёл: выбросить, не тратя ёмкость
				queue = queue[1:]
				continue
			}
			if budget == 0 {
				break
			}
			k := min(b.n, budget)
			b.n, budget = b.n-k, budget-k
			if !late {
				goodput[t/10] += k
			}
			if t/10 == 29 {
				work += k
			}
			if b.n == 0 {
				queue = queue[1:]
			}
		}
	}
	return goodput, work
}

func main() {
	fmt.Println("полезных ответов в секунду при t = 3, 6 … 27 с | вся работа на 29-й с")
	for _, c := range []struct {
		name           string
		load, attempts int
		drop           bool
	}{
		{"40 %, один повтор", 4, 2, false},
		{"90 %, один повтор", 9, 2, false},
		{"90 %, без повторов", 9, 1, false},
		{"90 %, повтор, выброс истёкших", 9, 2, true},
	} {
		g, w := run(c.load, c.attempts, c.drop)
		fmt.Printf("%-29s", c.name)
		for sec := 3; sec < 30; sec += 3 {
			fmt.Printf(" %3d", g[sec])
		}
		fmt.Printf(" | %d\n", w)
	}
}
