package main

import "fmt"

// Кэш: свежо 60 с, ещё 30 с отдаём устаревшее и обновляем в фоне (одно обновление
// на ключ). Фоновое обновление завершается к следующему запросу.
func main() {
	const ttl, stale = 60, 30
	fetched, loads := 0, 1 // значение загружено в момент 0
	refreshPending, refreshedAt := false, 0
	var log []string
	for _, now := range []int{30, 70, 71, 100, 200} {
		if refreshPending { // фон успел
			fetched, refreshPending = refreshedAt, false
			loads++
		}
		age := now - fetched
		switch {
		case age < ttl:
			log = append(log, "fresh")
		case age < ttl+stale:
			log = append(log, "stale")
			if !refreshPending {
				refreshPending, refreshedAt = true, now
			}
		default:
			log = append(log, "load")
			fetched = now
			loads++
		}
	}
	fmt.Println(log, "loads:", loads)
}
