// Паника в хендлере без собственного middleware: net/http ловит её сам,
// пишет в ErrorLog и рвёт соединение. Смотрим, что видит клиент.
package main

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
)

// syncBuf собирает ErrorLog сервера; порт в адресах маскируем,
// чтобы вывод не зависел от запуска.
type syncBuf struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuf) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

var port = regexp.MustCompile(`127\.0\.0\.1:\d+`)

func mask(s string) string { return port.ReplaceAllString(s, "127.0.0.1:PORT") }

func main() {
	var reportCalls atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("GET /health", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "ok")
	})
	mux.HandleFunc("GET /report", func(w http.ResponseWriter, r *http.Request) {
		reportCalls.Add(1)
		io.WriteString(w, `{"rows":[`) // лежит в буфере ответа, клиенту не ушло
		var totals map[string]int
		totals["eu"]++ // паника
	})
	mux.HandleFunc("GET /export", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "id,amount\n1,100\n")
		w.(http.Flusher).Flush() // заголовки и начало тела уже у клиента
		var totals map[string]int
		totals["eu"]++
	})

	errLog := &syncBuf{}
	srv := httptest.NewUnstartedServer(mux)
	srv.Config.ErrorLog = log.New(errLog, "", 0)
	srv.Start()
	client := srv.Client()

	// Прогреваем keep-alive соединение обычным запросом.
	resp, err := client.Get(srv.URL + "/health")
	if err != nil {
		panic(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()

	_, err = client.Get(srv.URL + "/report")
	fmt.Println("/report: err =", mask(err.Error()))
	fmt.Println("/report: хендлер вызван раз:", reportCalls.Load())

	resp, err = client.Get(srv.URL + "/export")
	if err != nil {
		panic(err)
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	fmt.Printf("/export: status=%d body=%q err=%v\n", resp.StatusCode, body, err)

	srv.Close() // ждёт завершения всех соединений
	errLog.mu.Lock()
	defer errLog.mu.Unlock()
	for _, line := range strings.Split(errLog.buf.String(), "\n") {
		if strings.HasPrefix(line, "http: panic serving") {
			fmt.Println("ErrorLog:", mask(line))
		}
	}
}
