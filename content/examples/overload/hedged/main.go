// Hedged-запрос на Go: первая попытка сразу, вторая — если первая не ответила
// за задержку хеджа; побеждает первый ответ, остальные попытки отменяются.
// Бюджет хеджей: не больше 5 % от числа запросов.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"time"
)

type hedger struct {
	requests, hedges atomic.Int64
	percent          int64
	// wait возвращает канал, срабатывающий через задержку хеджа (в бою — time.After).
	wait func() <-chan time.Time
}

func (h *hedger) budgetAllows() bool {
	return (h.hedges.Load()+1)*100 <= h.requests.Load()*h.percent
}

func (h *hedger) get(ctx context.Context, urls ...string) (string, error) {
	h.requests.Add(1)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel() // проигравшие попытки отменяются, как только есть победитель
	type result struct {
		body string
		err  error
	}
	results := make(chan result, len(urls))
	try := func(url string) {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			results <- result{err: err}
			return
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		results <- result{string(b), err}
	}
	go try(urls[0])
	pending, next := 1, 1
	hedgeTimer := h.wait()
	for {
		select {
		case r := <-results:
			if r.err == nil {
				return r.body, nil
			}
			if pending--; pending == 0 && next == len(urls) {
				return "", r.err
			}
		case <-hedgeTimer:
			hedgeTimer = nil
			if next < len(urls) && h.budgetAllows() {
				h.hedges.Add(1)
				go try(urls[next])
				next++
				pending++
			}
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}

func main() {
	arrived := make(chan struct{}, 2)
	canceled := make(chan struct{}, 2)
	slow := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived <- struct{}{}
		<-r.Context().Done() // отстающая реплика: ответа не будет
		canceled <- struct{}{}
	}))
	defer slow.Close()
	fast := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, "ответ реплики B")
	}))
	defer fast.Close()

	// «Задержка хеджа истекла» ровно тогда, когда реплика A уже держит запрос: без реального таймера
	// и без гонки, в которой хедж успел бы победить до того, как запрос к A вообще дошёл.
	afterArrival := func() <-chan time.Time {
		fired := make(chan time.Time, 1)
		go func() { <-arrived; fired <- time.Time{} }()
		return fired
	}
	h := &hedger{percent: 5, wait: afterArrival}
	h.requests.Store(20) // до этого прошло 20 запросов без хеджей: бюджет — один хедж

	body, err := h.get(context.Background(), slow.URL, fast.URL)
	fmt.Println("1:", body, err)
	<-canceled
	fmt.Println("   реплика A увидела отмену своего запроса")

	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err = h.get(ctx, slow.URL, fast.URL)
	fmt.Println("2:", err, "— хеджа не было, бюджет исчерпан:", errors.Is(err, context.DeadlineExceeded))
	fmt.Printf("запросов %d, хеджей %d\n", h.requests.Load(), h.hedges.Load())
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
