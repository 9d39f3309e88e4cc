// Что net/http передаёт серверу о дедлайне клиента (ничего) и как передать его самим.
package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"time"
)

const timeoutHeader = "X-Timeout-Ms" // свой заголовок: остаток бюджета в миллисекундах

func report(w http.ResponseWriter, r *http.Request) {
	_, ok := r.Context().Deadline()
	fmt.Fprintf(w, "дедлайн: %v, заголовки: %v", ok, slices.Sorted(maps.Keys(r.Header)))
}

// withBudget превращает заголовок в дедлайн и не начинает работу, если бюджета нет.
func withBudget(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ms, err := strconv.Atoi(r.Header.Get(timeoutHeader))
		if err != nil {
			next.ServeHTTP(w, r)
			return
		}
		if ms <= 0 {
			http.Error(w, "бюджет исчерпан до начала работы", http.StatusGatewayTimeout)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), time.Duration(ms)*time.Millisecond)
		defer cancel()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func get(url string, budget string) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if budget != "" {
		req.Header.Set(timeoutHeader, budget)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		fmt.Println("ошибка:", err)
		return
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	fmt.Printf("%d %s\n", resp.StatusCode, body)
}

func main() {
	plain := httptest.NewServer(http.HandlerFunc(report))
	defer plain.Close()
	fmt.Print("клиент с таймаутом 2 с → ")
	get(plain.URL, "")

	th := httptest.NewServer(http.TimeoutHandler(http.HandlerFunc(report), time.Second, "timeout"))
	defer th.Close()
	fmt.Print("http.TimeoutHandler → ")
	get(th.URL, "")

	own := httptest.NewServer(withBudget(http.HandlerFunc(report)))
	defer own.Close()
	fmt.Print("свой заголовок, 1500 мс → ")
	get(own.URL, "1500")
	fmt.Print("свой заголовок, 0 мс → ")
	get(own.URL, "0")
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
