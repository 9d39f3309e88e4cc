// Переиспользуется ли keep-alive соединение между попытками, если тело
// ответа не закрыть, не дочитать или дочитать с лимитом.
// Считаем новые TCP-соединения на стороне сервера.
package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
)

func main() {
	var conns atomic.Int32
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		size, _ := strconv.Atoi(r.URL.Query().Get("size"))
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprint(w, strings.Repeat("x", size))
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}
	srv.Start()
	defer srv.Close()

	notClosed := func(*http.Response) {}
	closeOnly := func(r *http.Response) { r.Body.Close() }
	drainClose := func(r *http.Response) {
		_, _ = io.Copy(io.Discard, io.LimitReader(r.Body, 64<<10))
		r.Body.Close()
	}
	cases := []struct {
		name   string
		size   int
		handle func(*http.Response)
	}{
		{"тело 4 КиБ, не закрыли", 4 << 10, notClosed},
		{"тело 4 КиБ, дочитали и закрыли", 4 << 10, drainClose},
		{"тело 1 МиБ, закрыли не читая", 1 << 20, closeOnly},
		{"тело 1 МиБ, дочитали 64 КиБ", 1 << 20, drainClose},
	}
	for _, c := range cases {
		client := &http.Client{Transport: &http.Transport{}}
		conns.Store(0)
		for range 5 {
			resp, err := client.Get(srv.URL + "?size=" + strconv.Itoa(c.size))
			if err != nil {
				fmt.Println("ошибка:", err)
				return
			}
			c.handle(resp)
		}
		client.CloseIdleConnections()
		fmt.Printf("%-32s 5 попыток -> TCP-соединений: %d\n", c.name, conns.Load())
	}
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
