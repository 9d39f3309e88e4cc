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

func audit(ctx context.Context, name string, results chan<- [2]string, responded <-chan struct{}) {
	<-responded // клиент уже получил ответ
	_, hasDeadline := ctx.Deadline()
	results <- [2]string{name, fmt.Sprintf("trace=%v err=%v дедлайн=%v", ctx.Value(traceKey{}), ctx.Err(), hasDeadline)}
}

func main() {
	results := make(chan [2]string, 3)
	responded := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := context.WithValue(r.Context(), traceKey{}, "t-42")
		go audit(ctx, "r.Context()", results, responded)
		detached := context.WithoutCancel(ctx)
		go audit(detached, "WithoutCancel", results, responded)
		// Отвязанной работе нужен свой предел, иначе она может висеть вечно.
		bounded, cancel := context.WithTimeout(detached, 5*time.Second)
		go func() {
			defer cancel()
			audit(bounded, "+ свой таймаут", results, responded)
		}()
		fmt.Fprint(w, "ok")
	}))
	defer srv.Close()

	resp, err := http.Get(srv.URL)
	if err != nil {
		panic(err)
	}
	resp.Body.Close()
	close(responded)
	got := map[string]string{}
	for range 3 {
		r := <-results
		got[r[0]] = r[1]
	}
	for _, name := range []string{"r.Context()", "WithoutCancel", "+ свой таймаут"} {
		fmt.Printf("%-16s %s\n", name, got[name])
	}

	// context.AfterFunc: вызвать функцию при отмене контекста — без своей горутины-ждуна.
	ctx, cancelReq := context.WithCancel(context.Background())
	closed := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		fmt.Println("AfterFunc: контекст отменён, закрываем соединение с базой")
		close(closed)
	})
	cancelReq()
	<-closed
	fmt.Println("stop() после срабатывания:", stop())

	ctx2, cancel2 := context.WithCancel(context.Background())
	stop2 := context.AfterFunc(ctx2, func() { fmt.Println("не напечатается") })
	fmt.Println("stop() до отмены:", stop2())
	cancel2()
}
