package main

import "fmt"

// breaker открывается, когда в окне из 8 последних вызовов не меньше 25 % ошибок.
type breaker struct{ results []bool }

func (b *breaker) record(failed bool) {
	b.results = append(b.results, failed)
	if len(b.results) > 8 {
		b.results = b.results[1:]
	}
}

func (b *breaker) open() bool {
	fails := 0
	for _, f := range b.results {
		if f {
			fails++
		}
	}
	return len(b.results) == 8 && fails*4 >= len(b.results)
}

func main() {
	shared := &breaker{}
	perShard := []*breaker{{}, {}, {}, {}}
	for call := range 32 {
		shard := call % 4
		down := shard == 2 // шард 2 лежит
		shared.record(down)
		perShard[shard].record(down)
	}
	fmt.Println("общий открыт:", shared.open())
	for i, b := range perShard {
		fmt.Printf("шард %d открыт: %v\n", i, b.open())
	}
}
