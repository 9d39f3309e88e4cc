package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
)

// auditReader логирует тело запроса по мере отправки.
type auditReader struct{ src io.Reader }

func (a auditReader) Read(p []byte) (int, error) { return a.src.Read(p) }

func main() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		fmt.Printf("server got %q\n", body)
		if r.URL.Query().Has("close") {
			w.Header().Set("Connection", "close") // после ответа сервер закрывает соединение
		}
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	cases := []struct {
		label, query string
		body         func() io.Reader
	}{
		{"== strings.Reader, keep-alive", "", func() io.Reader { return strings.NewReader(`{"sku":"A-17"}`) }},
		{"== strings.Reader, Connection: close", "?close", func() io.Reader { return strings.NewReader(`{"sku":"A-17"}`) }},
		{"== auditReader, keep-alive", "", func() io.Reader { return auditReader{strings.NewReader(`{"sku":"A-17"}`)} }},
	}
	for _, c := range cases {
		fmt.Println(c.label)
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/"+c.query, c.body())
		// Наивный ретрай: повторяем Do с тем же *http.Request.
		for attempt := 1; attempt <= 2; attempt++ {
			resp, err := srv.Client().Do(req)
			if err != nil {
				fmt.Println("attempt", attempt, "error:", err.(*url.Error).Err)
				continue
			}
			resp.Body.Close()
			fmt.Println("attempt", attempt, "status:", resp.StatusCode)
		}
	}
}
