package main

import (
	"context"
	"errors"
	"fmt"
)

type result struct {
	from string
	err  error
}

// attempt — попытка к одной реплике; свой результат она отправляет в out.
type attempt func(ctx context.Context, out chan<- result)

// hedge запускает попытки и возвращает ответ; onlySuccess решает, что считать победой.
func hedge(onlySuccess bool, attempts ...attempt) result {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	results := make(chan result, len(attempts))
	for _, a := range attempts {
		go a(ctx, results)
	}
	var last result
	for range attempts {
		last = <-results
		if last.err == nil || !onlySuccess {
			return last
		}
	}
	return last
}

// replicas: A сразу отвечает ошибкой перегрузки, B — успехом, но чуть позже A.
func replicas() (a, b attempt) {
	aSent := make(chan struct{})
	a = func(_ context.Context, out chan<- result) {
		out <- result{"A", errors.New("503 overloaded")}
		close(aSent)
	}
	b = func(_ context.Context, out chan<- result) {
		<-aSent // B отвечает, только когда ответ A уже в канале
		out <- result{"B", nil}
	}
	return a, b
}

func main() {
	for _, onlySuccess := range []bool{false, true} {
		a, b := replicas()
		r := hedge(onlySuccess, a, b)
		fmt.Println(r.from, r.err)
	}
}
