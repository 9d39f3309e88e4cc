// Все три вида таймаута net/http выглядят для errors.Is как
// context.DeadlineExceeded. Классификатор, который на этом останавливает
// ретраи, никогда не повторит попытку, упавшую по своему таймауту.
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"time"
)

func main() {
	// Сервер «завис»: держит запрос, пока клиент не уйдёт.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	}))
	defer srv.Close()

	const limit = 30 * time.Millisecond

	report := func(name string, err error) {
		var ne net.Error
		isNetTimeout := errors.As(err, &ne) && ne.Timeout()
		fmt.Printf("%-22s Is(DeadlineExceeded)=%t  net.Error.Timeout()=%t\n",
			name, errors.Is(err, context.DeadlineExceeded), isNetTimeout)
	}

	// 1. Таймаут на контексте запроса.
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL, nil)
	_, err := http.DefaultClient.Do(req)
	cancel()
	report("request context", err)

	// 2. Client.Timeout — на весь обмен, включая чтение тела.
	c2 := &http.Client{Timeout: limit}
	_, err = c2.Get(srv.URL)
	report("Client.Timeout", err)

	// 3. ResponseHeaderTimeout — ожидание заголовков ответа.
	tr := &http.Transport{ResponseHeaderTimeout: limit}
	defer tr.CloseIdleConnections()
	c3 := &http.Client{Transport: tr}
	_, err = c3.Get(srv.URL)
	report("ResponseHeaderTimeout", err)
}
