// Когда net/http замечает, что клиент ушёл. Клиент с таймаутом 50 мс
// бросает запрос; хендлер ждёт отмены r.Context() до 300 мс и сообщает,
// дождался ли. По HTTP/1.x сервер следит за соединением, только когда тело
// запроса дочитано до EOF; по HTTP/2 клиент сбрасывает стрим, и отмена
// приходит всегда.
package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"
)

func main() {
	verdicts := make(chan string)
	handler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("read") == "yes" {
			io.Copy(io.Discard, r.Body) // тело дочитано до EOF
		}
		select {
		case <-r.Context().Done():
			verdicts <- "ctx canceled: " + context.Cause(r.Context()).Error()
		case <-time.After(300 * time.Millisecond):
			verdicts <- "ctx still alive after 300ms"
		}
	})

	h1 := httptest.NewServer(handler)
	defer h1.Close()
	h2 := httptest.NewUnstartedServer(handler)
	h2.EnableHTTP2 = true
	h2.StartTLS()
	defer h2.Close()

	try := func(name string, srv *httptest.Server, method, query string) {
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		defer cancel()
		var body io.Reader
		if method == http.MethodPost {
			body = strings.NewReader(`{"report":"q3"}`)
		}
		req, _ := http.NewRequestWithContext(ctx, method, srv.URL+"/?"+query, body)
		resp, err := srv.Client().Do(req)
		if err == nil {
			resp.Body.Close()
		}
		fmt.Printf("%-34s server: %s\n", name, <-verdicts)
	}

	try("HTTP/1.1 GET", h1, http.MethodGet, "")
	try("HTTP/1.1 POST, body not read", h1, http.MethodPost, "")
	try("HTTP/1.1 POST, body read to EOF", h1, http.MethodPost, "read=yes")
	try("HTTP/2 POST, body not read", h2, http.MethodPost, "")
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
