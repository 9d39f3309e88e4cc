// Повтор запроса с телом: что будет, если отправить один *http.Request
// дважды, когда выручает Transport и как правильно брать тело заново
// через GetBody.
package main

import (
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
)

func main() {
	var conns atomic.Int32 // сколько TCP-соединений принял сервер
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		fmt.Printf("    сервер: соединение #%d, тело %q\n", conns.Load(), b)
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}
	srv.Start()
	defer srv.Close()
	client := srv.Client()
	transport := client.Transport.(*http.Transport)
	hideURL := func(err error) string { return strings.ReplaceAll(err.Error(), srv.URL, "URL") }

	// Для каких тел http.NewRequest сам заполняет GetBody и ContentLength.
	for _, b := range []struct {
		name string
		r    io.Reader
	}{
		{"*strings.Reader", strings.NewReader("abc")},
		{"*bytes.Reader", bytes.NewReader([]byte("abc"))},
		{"*bytes.Buffer", bytes.NewBufferString("abc")},
		{"io.MultiReader", io.MultiReader(strings.NewReader("abc"))},
	} {
		req, _ := http.NewRequest(http.MethodPost, srv.URL, b.r)
		fmt.Printf("%-16s GetBody=%-5v ContentLength=%d\n", b.name, req.GetBody != nil, req.ContentLength)
	}

	do := func(attempt int, req *http.Request) {
		resp, err := client.Do(req)
		if err != nil {
			fmt.Printf("  попытка %d: %s\n", attempt, hideURL(err))
			return
		}
		resp.Body.Close()
		fmt.Printf("  попытка %d: %s\n", attempt, resp.Status)
	}
	// sameTwice отправляет один и тот же *http.Request два раза.
	// fresh: перед второй попыткой закрыть простаивающие соединения.
	sameTwice := func(title string, req *http.Request, fresh bool) {
		fmt.Println(title)
		do(1, req)
		if fresh {
			transport.CloseIdleConnections()
		}
		do(2, req)
	}

	req, _ := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"sku":7}`))
	req.GetBody = nil // как у тела, для которого NewRequest его не знает
	sameTwice("тот же запрос дважды, длина известна, GetBody нет:", req, false)

	req, _ = http.NewRequest(http.MethodPost, srv.URL, io.MultiReader(strings.NewReader(`{"sku":7}`)))
	sameTwice("тот же запрос дважды, длина неизвестна (chunked):", req, false)

	req, _ = http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"sku":7}`))
	sameTwice("тот же запрос дважды, GetBody есть, соединение переиспользуется:", req, false)

	req, _ = http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"sku":7}`))
	sameTwice("тот же запрос дважды, GetBody есть, соединение новое:", req, true)

	fmt.Println("каждая попытка берёт тело из GetBody:")
	tmpl, _ := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"sku":7}`))
	for attempt := 1; attempt <= 2; attempt++ {
		transport.CloseIdleConnections() // работает и на новом соединении
		req := tmpl.Clone(tmpl.Context()) // Clone копирует Body поверхностно
		body, err := tmpl.GetBody()
		if err != nil {
			fmt.Println("  GetBody:", err)
			return
		}
		req.Body = body
		do(attempt, req)
	}
}
