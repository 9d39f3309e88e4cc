// DefaultMaxIdleConnsPerHost = 2: после волны из 10 параллельных запросов
// в пуле остаются только два соединения, остальные закрываются, и следующая
// волна снова платит за TCP (и TLS) handshake.
package main

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"time"
)

func main() {
	const wave = 10
	var arrived sync.WaitGroup // барьер: хендлеры ждут, пока придут все 10
	var opened atomic.Int64

	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		arrived.Done()
		arrived.Wait()
		io.WriteString(w, "ok")
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			opened.Add(1)
		}
	}
	srv.Start()
	defer srv.Close()

	run := func(tr *http.Transport) {
		client := &http.Client{Transport: tr}
		defer tr.CloseIdleConnections()
		for i := 1; i <= 2; i++ {
			before := opened.Load()
			arrived.Add(wave)
			var wg sync.WaitGroup
			for range wave {
				wg.Add(1)
				go func() {
					defer wg.Done()
					resp, err := client.Get(srv.URL)
					if err != nil {
						panic(err)
					}
					io.Copy(io.Discard, resp.Body) // дочитать тело, иначе соединение не вернётся в пул
					resp.Body.Close()
				}()
			}
			wg.Wait()
			time.Sleep(50 * time.Millisecond) // соединения возвращаются в пул асинхронно
			fmt.Printf("  wave %d: new TCP connections = %d\n", i, opened.Load()-before)
		}
	}

	fmt.Printf("MaxIdleConnsPerHost = 0 (default: DefaultMaxIdleConnsPerHost = %d):\n", http.DefaultMaxIdleConnsPerHost)
	run(&http.Transport{})
	fmt.Println("MaxIdleConnsPerHost = 10:")
	run(&http.Transport{MaxIdleConnsPerHost: 10})
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
