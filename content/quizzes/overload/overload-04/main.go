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

// hedge запускает попытки и возвращает ответ; onlySuccess решает, что считать победой.
func hedge(onlySuccess bool, attempts ...func(context.Context) result) result {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	results := make(chan result, len(attempts))
	for _, a := range attempts {
		go func() { results <- a(ctx) }()
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
func replicas() (a, b func(context.Context) result) {
	bReady := make(chan struct{})
	a = func(context.Context) result {
		defer close(bReady)
		return result{"A", errors.New("503 overloaded")}
	}
	b = func(context.Context) result {
		<-bReady
		return result{"B", nil}
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
