package main

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
)

// serverLog передаёт в main первую строку каждой записи журнала сервера;
// адрес клиента в ней от запуска к запуску разный, поэтому он заменён.
type serverLog chan string

var clientAddr = regexp.MustCompile(`127\.0\.0\.1:\d+`)

func (l serverLog) Write(p []byte) (int, error) {
	first, _, _ := strings.Cut(string(p), "\n")
	l <- clientAddr.ReplaceAllString(first, "<client>")
	return len(p), nil
}

func sendReceipt() error { return errors.New("smtp: connection refused") }

func main() {
	printed := make(chan struct{}) // main напечатал ответ на /receipt
	mailed := make(chan struct{})  // письмо отправлено

	mux := http.NewServeMux()
	mux.HandleFunc("/export", func(w http.ResponseWriter, r *http.Request) {
		var rows []string
		fmt.Fprintln(w, rows[0])
	})
	mux.HandleFunc("/receipt", func(w http.ResponseWriter, r *http.Request) {
		go func() { // письмо уходит в фоне, чтобы не задерживать ответ
			<-printed // и только после того, как main напечатал ответ: так вывод не зависит от планировщика
			if err := sendReceipt(); err != nil {
				panic(err)
			}
			close(mailed)
		}()
		w.WriteHeader(http.StatusAccepted)
	})

	logs := make(serverLog, 1)
	srv := httptest.NewUnstartedServer(mux)
	srv.Config.ErrorLog = log.New(logs, "", 0)
	srv.Start()
	defer srv.Close()

	get := func(path string) string {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			return "error: " + err.(*url.Error).Err.Error()
		}
		resp.Body.Close()
		return resp.Status
	}

	fmt.Println("export:", get("/export"))
	select {
	case line := <-logs:
		fmt.Println("server log:", line)
	default:
		fmt.Println("server log: empty")
	}

	fmt.Println("receipt:", get("/receipt"))
	close(printed)
	select {
	case <-mailed:
		fmt.Println("receipt mailed")
	case line := <-logs:
		fmt.Println("server log:", line)
	}
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
