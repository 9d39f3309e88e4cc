// Что видит сервер: таймаут клиента не доходит до r.Context(),
// дедлайн там ставит только серверная сторона (TimeoutHandler).
// И как ReadHeaderTimeout обрывает медленного клиента (Slowloris).
package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"time"
)

type seen struct {
	hasDeadline bool
	end         error
}

// observe записывает, что хендлер узнал о своём контексте.
func observe(out chan<- seen) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		_, ok := r.Context().Deadline()
		<-r.Context().Done() // «долгая работа», которая слушает контекст
		out <- seen{ok, r.Context().Err()}
	}
}

func main() {
	// 1. Таймаут задан только у клиента.
	got := make(chan seen, 1)
	s1 := httptest.NewServer(observe(got))
	client := &http.Client{Timeout: 50 * time.Millisecond}
	_, err := client.Get(s1.URL)
	fmt.Println("client side: timeout =", err != nil)
	v := <-got
	fmt.Printf("server side: deadline set = %t, ends with %v\n", v.hasDeadline, v.end)
	s1.Close()

	// 2. Дедлайн ставит сервер: http.TimeoutHandler.
	s2 := httptest.NewServer(http.TimeoutHandler(observe(got), 50*time.Millisecond, `{"error":"timeout"}`))
	resp, err := http.Get(s2.URL)
	if err != nil {
		panic(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	fmt.Printf("\nTimeoutHandler: client gets %d %s\n", resp.StatusCode, body)
	v = <-got
	fmt.Printf("server side: deadline set = %t, ends with %v\n", v.hasDeadline, v.end)
	s2.Close()

	// 3. Slowloris: клиент шлёт заголовки по капле и не заканчивает.
	s3 := httptest.NewUnstartedServer(http.NotFoundHandler())
	s3.Config.ReadHeaderTimeout = 50 * time.Millisecond
	s3.Start()
	defer s3.Close()
	conn, err := net.Dial("tcp", s3.Listener.Addr().String())
	if err != nil {
		panic(err)
	}
	defer conn.Close()
	fmt.Fprint(conn, "GET / HTTP/1.1\r\nHost: shop\r\nX-Slow: ") // и тишина
	conn.SetReadDeadline(time.Now().Add(2 * time.Second))        // страховка для примера
	line, err := bufio.NewReader(conn).ReadString('\n')
	fmt.Printf("\nslow client after ReadHeaderTimeout: %q, err = %v\n", line, err)
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
