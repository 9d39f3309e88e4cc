// Таймаут простоя для стриминга. Дедлайн контекста продлить нельзя, а общий
// таймаут обрывает длинную, но живую передачу. Вместо него — таймер простоя:
// каждый прочитанный кусок взводит его заново, а сработав, он отменяет запрос.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"time"
)

var ErrIdle = errors.New("stream idle for too long")

// idleReader взводит таймер заново после каждого непустого чтения.
type idleReader struct {
	r     io.Reader
	timer *time.Timer
	idle  time.Duration
}

func (ir *idleReader) Read(p []byte) (int, error) {
	n, err := ir.r.Read(p)
	if n > 0 {
		ir.timer.Reset(ir.idle)
	}
	return n, err
}

// stream читает ответ построчно; idle > 0 — с таймером простоя.
func stream(ctx context.Context, url string, idle time.Duration) (lines int, err error) {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	var timer *time.Timer
	if idle > 0 {
		timer = time.AfterFunc(idle, func() { cancel(ErrIdle) }) // ждёт и заголовки
		defer timer.Stop()
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var body io.Reader = resp.Body
	if timer != nil {
		timer.Reset(idle)
		body = &idleReader{r: resp.Body, timer: timer, idle: idle}
	}
	sc := bufio.NewScanner(body)
	for sc.Scan() {
		lines++
	}
	if err := sc.Err(); err != nil {
		if cause := context.Cause(ctx); cause != nil {
			return lines, cause // причина отмены понятнее, чем «context canceled»
		}
		return lines, err
	}
	return lines, nil
}

func main() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.URL.Query().Get("chunks"))
		for i := 1; i <= n; i++ {
			fmt.Fprintf(w, "event %d\n", i)
			w.(http.Flusher).Flush()
			time.Sleep(20 * time.Millisecond) // живой поток: кусок раз в 20 мс
		}
		if r.URL.Query().Get("stall") == "yes" {
			<-r.Context().Done() // поток завис
		}
	}))
	defer srv.Close()
	long := srv.URL + "/?chunks=10" // 10 кусков, около 200 мс

	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	_, err := stream(ctx, long, 0)
	cancel()
	fmt.Println("overall timeout 100ms, live stream:", err)

	lines, err := stream(context.Background(), long, 150*time.Millisecond)
	fmt.Printf("idle timeout 150ms, live stream:    %d events, err=%v\n", lines, err)

	lines, err = stream(context.Background(), srv.URL+"/?chunks=3&stall=yes", 150*time.Millisecond)
	fmt.Printf("idle timeout 150ms, stalled stream: %d events, err=%v\n", lines, err)
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
