package main

import "fmt"

type req struct {
	id      string
	arrived int // мс
}

// serve обслуживает очередь одним воркером по 10 мс на запрос; клиент ждёт 25 мс.
func serve(lifo bool) []string {
	queue := []req{{"r1", 0}, {"r2", 0}, {"r3", 0}, {"r4", 0}}
	later := []req{{"r5", 10}, {"r6", 20}}
	var inTime []string
	for now := 0; len(queue) > 0 || len(later) > 0; now += 10 {
		for len(later) > 0 && later[0].arrived <= now {
			queue, later = append(queue, later[0]), later[1:]
		}
		i := 0
		if lifo {
			i = len(queue) - 1
		}
		r := queue[i]
		queue = append(queue[:i], queue[i+1:]...)
		if now+10-r.arrived <= 25 {
			inTime = append(inTime, r.id)
		}
	}
	return inTime
}

func main() {
	fmt.Println("FIFO:", serve(false))
	fmt.Println("LIFO:", serve(true))
}
