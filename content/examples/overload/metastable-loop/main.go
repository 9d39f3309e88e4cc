// Метастабильный отказ в миниатюре: сервер обслуживает 10 запросов за тик (100 мс),
// клиент ждёт ответа 1 с и (в трёх сценариях из четырёх) один раз повторяет запрос. С 5-й по 6-ю
// секунду сервер стоит (триггер). Время — номер тика, никакой реальной задержки.
package main

import (
	"fmt"
	"strings"
)

const (
	capacity  = 10 // запросов за тик
	timeout   = 10 // тиков: клиент ждёт 1 с
	horizon   = 300
	blipStart = 50
	blipEnd   = 60
)

type batch struct {
	sent, n, attempt int
	timedOut         bool
}

// run возвращает по секундам полезный выход (ответы, которые клиент ещё ждал)
// и всю работу сервера (включая ответы тем, кто уже ушёл).
func run(perTick, attempts int, dropExpired bool) (goodput, work []int) {
	var queue []*batch
	goodput, work = make([]int, horizon/10), make([]int, horizon/10)
	for t := 0; t < horizon; t++ {
		queue = append(queue, &batch{sent: t, n: perTick, attempt: 1})
		// Клиенты, не дождавшиеся ответа, повторяют запрос; старый остаётся в очереди.
		for _, b := range queue {
			if !b.timedOut && t-b.sent >= timeout {
				b.timedOut = true
				if b.n > 0 && b.attempt < attempts {
					queue = append(queue, &batch{sent: t, n: b.n, attempt: b.attempt + 1})
				}
			}
		}
		budget := capacity
		if t >= blipStart && t < blipEnd {
			budget = 0
		}
		for len(queue) > 0 && budget >= 0 {
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
			b.n -= k
			budget -= k
			work[t/10] += k
			if !late {
				goodput[t/10] += k
			}
			if b.n == 0 {
				queue = queue[1:]
			}
		}
	}
	return goodput, work
}

func show(name string, g, w []int) {
	var s []string
	for sec := 3; sec < len(g); sec += 3 {
		s = append(s, fmt.Sprintf("%3d", g[sec]))
	}
	last := len(g) - 1
	fmt.Printf("%-34s %s | работа %d\n", name, strings.Join(s, " "), w[last])
}

func main() {
	fmt.Println("полезных ответов в секунду при t = 3, 6, 9 … 27 с | вся работа на 29-й секунде")
	g, w := run(4, 2, false)
	show("40 %, один повтор", g, w)
	g, w = run(9, 2, false)
	show("90 %, один повтор", g, w)
	g, w = run(9, 1, false)
	show("90 %, без повторов", g, w)
	g, w = run(9, 2, true)
	show("90 %, один повтор, выброс истёкших", g, w)
}
