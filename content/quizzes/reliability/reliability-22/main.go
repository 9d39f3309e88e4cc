package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync/atomic"
	"time"
)

func main() {
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if n := calls.Add(1); n <= 2 {
			w.Header().Set("Retry-After", strconv.Itoa(int(n)*3))
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		fmt.Fprint(w, "rates ok")
	}))
	defer srv.Close()

	var waits []time.Duration
	sleep := func(d time.Duration) { waits = append(waits, d) } // вместо time.Sleep

	backoff := 100 * time.Millisecond
	for attempt := 1; attempt <= 4; attempt++ {
		resp, err := http.Get(srv.URL)
		if err != nil {
			fmt.Println("transport error:", err)
			return
		}
		resp.Body.Close()
		fmt.Println("attempt", attempt, "->", resp.StatusCode)
		if resp.StatusCode != http.StatusServiceUnavailable {
			break
		}
		wait := backoff << (attempt - 1)
		if secs, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil {
			wait = time.Duration(secs) * time.Second
		}
		sleep(wait)
	}
	fmt.Println("waits:", waits, "server calls:", calls.Load())
}

//goprep:browser no поднимает HTTP-сервер на сетевом сокете (httptest.NewServer): в браузере сокетов нет
