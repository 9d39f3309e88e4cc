// Ограниченная очередь перед воркерами: что делать, когда она полна.
package main

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
)

var ErrQueueFull = errors.New("queue full")

type queue struct{ jobs chan string }

// TrySend не ждёт: полная очередь — сразу ошибка, решение за вызывающим.
func (q *queue) TrySend(job string) error {
	select {
	case q.jobs <- job:
		return nil
	default:
		return ErrQueueFull
	}
}

// SendDropOldest вытесняет самое старое задание (годится для «последнее значение важнее»).
// Безопасно только при одном продюсере.
func (q *queue) SendDropOldest(job string) (dropped string) {
	for {
		select {
		case q.jobs <- job:
			return dropped
		default:
			dropped = <-q.jobs
		}
	}
}

func drain(q *queue) []string {
	var out []string
	for len(q.jobs) > 0 {
		out = append(out, <-q.jobs)
	}
	return out
}

func main() {
	q := &queue{jobs: make(chan string, 3)}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := q.TrySend(r.URL.Path); err != nil {
			w.Header().Set("Retry-After", "2")
			http.Error(w, err.Error(), http.StatusTooManyRequests)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	}))
	defer srv.Close()
	for i := 1; i <= 5; i++ {
		resp, err := http.Post(fmt.Sprintf("%s/job%d", srv.URL, i), "text/plain", nil)
		if err != nil {
			panic(err)
		}
		resp.Body.Close()
		fmt.Printf("job%d: %d", i, resp.StatusCode)
		if ra := resp.Header.Get("Retry-After"); ra != "" {
			fmt.Print(", Retry-After: ", ra)
		}
		fmt.Println()
	}
	fmt.Println("в очереди:", drain(q))

	for i := 1; i <= 5; i++ {
		if d := q.SendDropOldest(fmt.Sprintf("price%d", i)); d != "" {
			fmt.Println("вытеснено:", d)
		}
	}
	fmt.Println("в очереди:", drain(q))
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
