// Recover-middleware, сделанный правильно: лог со стеком в свой логгер,
// метрика, 500 только если ответ ещё не начат, http.ErrAbortHandler не глотаем.
package main

import (
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime/debug"
	"strings"
	"sync/atomic"
)

// statusRecorder запоминает, ушёл ли уже статус клиенту.
type statusRecorder struct {
	http.ResponseWriter
	status int
}

func (s *statusRecorder) WriteHeader(code int) {
	if s.status == 0 {
		s.status = code
	}
	s.ResponseWriter.WriteHeader(code)
}

func (s *statusRecorder) Write(p []byte) (int, error) {
	if s.status == 0 {
		s.status = http.StatusOK // первый Write неявно шлёт 200
	}
	return s.ResponseWriter.Write(p)
}

// Unwrap нужен http.ResponseController: через него хендлер
// доберётся до Flush/Hijack исходного writer.
func (s *statusRecorder) Unwrap() http.ResponseWriter { return s.ResponseWriter }

var panicsTotal atomic.Int64 // в проде — счётчик Prometheus с лейблом route

func Recover(logger *slog.Logger) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			rec := &statusRecorder{ResponseWriter: w}
			defer func() {
				v := recover()
				if v == nil {
					return
				}
				if err, ok := v.(error); ok && errors.Is(err, http.ErrAbortHandler) {
					panic(v) // служебный сигнал net/http: оборвать ответ молча
				}
				panicsTotal.Add(1)
				logger.ErrorContext(r.Context(), "panic in handler",
					slog.String("method", r.Method),
					slog.String("path", r.URL.Path),
					slog.String("request_id", r.Header.Get("X-Request-Id")),
					slog.Any("panic", v),
					slog.Bool("headers_sent", rec.status != 0),
					// Стек снимаем здесь: defer выполняется поверх кадров паники.
					slog.String("stack", string(debug.Stack())),
				)
				if rec.status != 0 {
					// Статус и часть тела уже у клиента: 500 не отправить.
					// Обрываем ответ, чтобы клиент не принял обрезок за успех.
					panic(http.ErrAbortHandler)
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusInternalServerError)
				fmt.Fprintf(w, `{"error":"internal","request_id":%q}`+"\n", r.Header.Get("X-Request-Id"))
			}()
			next.ServeHTTP(rec, r)
		})
	}
}

func routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /invoice", func(w http.ResponseWriter, r *http.Request) {
		var discounts map[string]int
		discounts["vip"] = 10 // паника до записи ответа
	})
	mux.HandleFunc("GET /export", func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, "id,amount\n")
		http.NewResponseController(w).Flush() // заголовки ушли клиенту
		var rows []string
		io.WriteString(w, rows[0]) // паника посреди тела
	})
	mux.HandleFunc("GET /proxy", func(w http.ResponseWriter, r *http.Request) {
		panic(http.ErrAbortHandler) // так делает httputil.ReverseProxy при обрыве бэкенда
	})
	return mux
}

// shortStack оставляет от стека только кадр, где случилась паника, —
// чтобы вывод примера был стабильным. В проде стек пишется целиком.
func shortStack(_ []string, a slog.Attr) slog.Attr {
	switch a.Key {
	case slog.TimeKey:
		return slog.Attr{}
	case "stack":
		lines := strings.Split(a.Value.String(), "\n")
		for i, l := range lines {
			if strings.HasPrefix(l, "panic(") {
				for _, f := range lines[i+1:] {
					if strings.HasPrefix(f, "main.") {
						name, _, _ := strings.Cut(f, "(")
						return slog.String("stack", "…"+name+"…")
					}
				}
			}
		}
	}
	return a
}

func main() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: shortStack}))
	srv := httptest.NewUnstartedServer(Recover(logger)(routes()))
	srv.Config.ErrorLog = log.New(os.Stdout, "net/http ErrorLog: ", 0)
	srv.Start()
	defer srv.Close()

	for i, path := range []string{"/invoice", "/export", "/proxy"} {
		req, _ := http.NewRequest("GET", srv.URL+path, nil)
		req.Header.Set("X-Request-Id", fmt.Sprintf("req-%d", i+1))
		resp, err := srv.Client().Do(req)
		if err != nil {
			fmt.Printf("client %s: %v\n\n", path, strings.Replace(err.Error(), srv.URL, "http://srv", 1))
			continue
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		fmt.Printf("client %s: %d %q err=%v\n\n", path, resp.StatusCode, body, err)
	}
	fmt.Println("panics_total:", panicsTotal.Load())
}
