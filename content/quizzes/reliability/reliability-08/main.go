package main

import "fmt"

// Bulkhead: не больше двух одновременных вызовов сервиса рекомендаций.
type Bulkhead struct{ slots chan struct{} }

func (b *Bulkhead) TryAcquire() bool {
	select {
	case b.slots <- struct{}{}:
		return true
	default:
		return false // мест нет: отказываем сразу, а не ждём в очереди
	}
}

func (b *Bulkhead) Release() { <-b.slots }

func main() {
	recs := &Bulkhead{slots: make(chan struct{}, 2)}

	for _, req := range []string{"r1", "r2", "r3", "release", "r4", "r5"} {
		if req == "release" {
			recs.Release()
			fmt.Println("one call finished")
			continue
		}
		if recs.TryAcquire() {
			fmt.Println(req, "accepted")
		} else {
			fmt.Println(req, "rejected")
		}
	}
	fmt.Println("in flight:", len(recs.slots))
}
