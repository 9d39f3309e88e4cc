// Повтор запроса с телом: что будет, если отправить один *http.Request
// дважды, и как правильно брать тело заново через GetBody.
package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
)

func main() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		fmt.Printf("    сервер получил %q\n", b)
	}))
	defer srv.Close()
	client := srv.Client()
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

	naive := func(title string, req *http.Request) {
		fmt.Println(title)
		for attempt := 1; attempt <= 2; attempt++ {
			resp, err := client.Do(req)
			if err != nil {
				fmt.Printf("  попытка %d: %s\n", attempt, hideURL(err))
				continue
			}
			resp.Body.Close()
			fmt.Printf("  попытка %d: %s\n", attempt, resp.Status)
		}
	}

	req, _ := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"sku":7}`))
	req.GetBody = nil // как у тела, для которого NewRequest его не знает
	naive("тот же запрос дважды, длина известна, GetBody нет:", req)

	req, _ = http.NewRequest(http.MethodPost, srv.URL, io.MultiReader(strings.NewReader(`{"sku":7}`)))
	naive("тот же запрос дважды, длина неизвестна (chunked):", req)

	fmt.Println("каждая попытка берёт тело из GetBody:")
	tmpl, _ := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(`{"sku":7}`))
	for attempt := 1; attempt <= 2; attempt++ {
		req := tmpl.Clone(tmpl.Context()) // Clone копирует Body поверхностно
		body, err := tmpl.GetBody()
		if err != nil {
			fmt.Println("  GetBody:", err)
			return
		}
		req.Body = body
		resp, err := client.Do(req)
		if err != nil {
			fmt.Printf("  попытка %d: %s\n", attempt, hideURL(err))
			continue
		}
		resp.Body.Close()
		fmt.Printf("  попытка %d: %s\n", attempt, resp.Status)
	}
}
