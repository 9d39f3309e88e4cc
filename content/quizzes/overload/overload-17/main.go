package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"time"
)

func hasDeadline(w http.ResponseWriter, r *http.Request) {
	_, ok := r.Context().Deadline()
	fmt.Fprint(w, ok)
}

func get(url string) string {
	resp, err := http.Get(url)
	if err != nil {
		return err.Error()
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return string(b)
}

func main() {
	srv := httptest.NewUnstartedServer(http.HandlerFunc(hasDeadline))
	srv.Config.ReadTimeout = time.Second
	srv.Config.WriteTimeout = time.Second
	srv.Start()
	defer srv.Close()
	fmt.Println("Read/WriteTimeout:", get(srv.URL))

	th := httptest.NewServer(http.TimeoutHandler(http.HandlerFunc(hasDeadline), time.Second, "timeout"))
	defer th.Close()
	fmt.Println("TimeoutHandler:", get(th.URL))
}

//goprep:browser no поднимает HTTP-сервер на сетевом сокете (httptest.NewServer): в браузере сокетов нет
