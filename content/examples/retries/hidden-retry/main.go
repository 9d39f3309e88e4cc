// Скрытый ретрай в http.Transport: если переиспользованное keep-alive
// соединение оборвалось до ответа, идемпотентный запрос молча уходит ещё раз.
package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
)

func main() {
	var (
		mu      sync.Mutex
		handled int  // сколько раз обработчик /pay вызывался в текущем сценарии
		dropped bool // первый вызов /pay в сценарии рвёт соединение
	)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		if r.URL.Path != "/pay" {
			fmt.Fprint(w, "warm")
			return
		}
		mu.Lock()
		handled++
		drop := !dropped
		dropped = true
		mu.Unlock()
		if drop {
			// Операция «выполнена», но ответ не ушёл: соединение рвётся.
			conn, _, err := w.(http.Hijacker).Hijack()
			if err == nil {
				conn.Close()
			}
			return
		}
		fmt.Fprint(w, "paid")
	}))
	defer srv.Close()
	client := srv.Client()

	scenario := func(title, method string, header map[string]string) {
		// Transport повторяет только на соединении, которое уже отработало
		// хотя бы один запрос, поэтому сначала прогреваем его.
		if resp, err := client.Get(srv.URL + "/warm"); err == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		mu.Lock()
		handled, dropped = 0, false
		mu.Unlock()

		req, _ := http.NewRequest(method, srv.URL+"/pay", strings.NewReader(`{"amount":100}`))
		for k, v := range header {
			req.Header.Set(k, v)
		}
		result := ""
		resp, err := client.Do(req)
		if err != nil {
			result = strings.ReplaceAll(err.Error(), srv.URL, "")
		} else {
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			result = resp.Status + " " + string(body)
		}
		mu.Lock()
		fmt.Printf("%-26s обработчик вызван %d раз(а), клиент получил: %s\n", title, handled, result)
		mu.Unlock()
	}

	scenario("GET", http.MethodGet, nil)
	scenario("POST", http.MethodPost, nil)
	scenario("POST + Idempotency-Key", http.MethodPost, map[string]string{"Idempotency-Key": "order-7"})
}
