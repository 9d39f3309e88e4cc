package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
)

// auditReader логирует тело запроса по мере отправки.
type auditReader struct{ src io.Reader }

func (a auditReader) Read(p []byte) (int, error) { return a.src.Read(p) }

func main() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		fmt.Printf("server got %q\n", body)
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	body := auditReader{strings.NewReader(`{"sku":"A-17"}`)}
	req, _ := http.NewRequest(http.MethodPost, srv.URL, body)

	// Наивный ретрай: повторяем Do с тем же *http.Request.
	for attempt := 1; attempt <= 2; attempt++ {
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			fmt.Println("attempt", attempt, "error:", err)
			continue
		}
		resp.Body.Close()
		fmt.Println("attempt", attempt, "status:", resp.StatusCode)
	}
}
