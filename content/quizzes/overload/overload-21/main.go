package main

import "fmt"

// Бюджет хеджей: хедж разрешён, пока хеджей не больше percent % от запросов.
type budget struct{ requests, hedges, percent int }

func (b *budget) request() (hedged bool) {
	b.requests++
	if (b.hedges+1)*100 <= b.requests*b.percent {
		b.hedges++
		return true
	}
	return false
}

func main() {
	b := &budget{percent: 5}
	var hedgedAt []int
	for i := 1; i <= 60; i++ { // каждый запрос медленный и просит хедж
		if b.request() {
			hedgedAt = append(hedgedAt, i)
		}
	}
	fmt.Println(hedgedAt)
}
