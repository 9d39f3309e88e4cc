// Встроенный recover net/http пишет «http: panic serving …» в Server.ErrorLog.
// slog.NewLogLogger превращает этот *log.Logger в вход структурного логгера:
// одна JSON-запись на панику, уровень ERROR, стек внутри поля msg.
package main

import (
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
)

var port = regexp.MustCompile(`127\.0\.0\.1:\d+`)

func main() {
	handler := slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			switch a.Key {
			case slog.TimeKey:
				return slog.Attr{} // время и порт убираем ради стабильного вывода
			case slog.MessageKey:
				msg := a.Value.String()
				lines := strings.Count(msg, "\n")
				first, _, _ := strings.Cut(msg, "\n")
				first = port.ReplaceAllString(first, "127.0.0.1:…")
				return slog.String(a.Key, fmt.Sprintf("%s [+%d строк стека]", first, lines))
			}
			return a
		},
	})

	mux := http.NewServeMux()
	mux.HandleFunc("/boom", func(http.ResponseWriter, *http.Request) { panic("boom") })
	mux.HandleFunc("/abort", func(http.ResponseWriter, *http.Request) { panic(http.ErrAbortHandler) })

	srv := httptest.NewUnstartedServer(mux)
	srv.Config.ErrorLog = slog.NewLogLogger(handler, slog.LevelError)
	srv.Start()
	defer srv.Close()

	for _, path := range []string{"/boom", "/abort"} {
		resp, err := http.Get(srv.URL + path)
		if err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
		fmt.Printf("client GET %s: ответа нет: %v\n", path, err != nil)
	}
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
