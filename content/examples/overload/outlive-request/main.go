// Работа, которая должна пережить запрос: запись аудита после ответа клиенту.
// r.Context() отменяется, как только ServeHTTP вернулся; context.WithoutCancel
// сохраняет значения запроса, но не его отмену и не его дедлайн.
package main

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"time"
)

type traceKey struct{}

func main() {
	responded, done := make(chan struct{}), make(chan struct{})
	report := func(name string, ctx context.Context) {
		_, hasDeadline := ctx.Deadline()
		fmt.Printf("%-15s trace=%v err=%v дедлайн=%v\n", name, ctx.Value(traceKey{}), ctx.Err(), hasDeadline)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), traceKey{}, "t-42")
		detached := context.WithoutCancel(ctx)
		bounded, cancel := context.WithTimeout(detached, 5*time.Second) // свой предел обязателен
		go func() {                                                     // «запись аудита» после ответа
			defer close(done)
			defer cancel()
			<-responded
			report("r.Context()", ctx)
			report("WithoutCancel", detached)
			report("+ свой таймаут", bounded)
		}()
		fmt.Fprint(w, "ok")
	}))
	defer srv.Close()

	resp, err := http.Get(srv.URL)
	if err != nil {
		panic(err)
	}
	resp.Body.Close()
	close(responded) // клиент получил ответ
	<-done
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
