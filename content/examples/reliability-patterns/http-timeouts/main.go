// Как выглядят для errors.Is таймауты net/http. Почти все — как
// context.DeadlineExceeded, но не все: таймаут TLS handshake отвечает
// только Timeout() == true. А два «таймаута» транспорта ошибок не дают вовсе.
package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"
)

func main() {
	// Сервер «завис»: держит запрос, пока клиент не уйдёт.
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	}))
	defer srv.Close()

	// TCP-порт, который принимает соединения и молчит: TLS handshake не закончится.
	silent, _ := net.Listen("tcp", "127.0.0.1:0")
	defer silent.Close()
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			defer c.Close()
		}
	}()

	const limit = 30 * time.Millisecond
	hide := strings.NewReplacer(srv.URL, "URL", srv.Listener.Addr().String(), "ADDR", silent.Addr().String(), "ADDR")

	report := func(name string, err error) {
		var ne net.Error
		fmt.Printf("%-22s %s\n%22s Is(DeadlineExceeded)=%t Timeout()=%t\n", name, hide.Replace(err.Error()),
			"", errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout())
	}

	// 1. Таймаут на контексте запроса.
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL, nil)
	_, err := http.DefaultClient.Do(req)
	cancel()
	report("request context", err)

	// 2. Client.Timeout — на весь обмен, включая чтение тела.
	_, err = (&http.Client{Timeout: limit}).Get(srv.URL)
	report("Client.Timeout", err)

	// 3. ResponseHeaderTimeout — ожидание заголовков ответа.
	tr := &http.Transport{ResponseHeaderTimeout: limit}
	defer tr.CloseIdleConnections()
	_, err = (&http.Client{Transport: tr}).Get(srv.URL)
	report("ResponseHeaderTimeout", err)

	// 4. net.Dialer.Timeout — здесь он истекает раньше, чем начнётся connect.
	dialTr := &http.Transport{DialContext: (&net.Dialer{Timeout: time.Nanosecond}).DialContext}
	_, err = (&http.Client{Transport: dialTr}).Get(srv.URL)
	report("Dialer.Timeout", err)

	// 5. TLSHandshakeTimeout — у этой ошибки нет метода Is.
	tlsTr := &http.Transport{TLSHandshakeTimeout: limit, TLSClientConfig: &tls.Config{InsecureSkipVerify: true}}
	defer tlsTr.CloseIdleConnections()
	_, err = (&http.Client{Transport: tlsTr}).Get("https://" + silent.Addr().String())
	report("TLSHandshakeTimeout", err)

	// 6. ExpectContinueTimeout не порождает ошибку: не дождавшись
	// «100 Continue», клиент просто отправляет тело.
	slowReader := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(100 * time.Millisecond) // сервер шлёт 100 Continue, только когда хендлер читает тело
		b, _ := io.ReadAll(r.Body)
		fmt.Fprintf(w, "got %d bytes", len(b))
	}))
	defer slowReader.Close()
	ecTr := &http.Transport{ExpectContinueTimeout: limit}
	defer ecTr.CloseIdleConnections()
	req, _ = http.NewRequest(http.MethodPost, slowReader.URL, strings.NewReader("payload"))
	req.Header.Set("Expect", "100-continue")
	resp, err := (&http.Client{Transport: ecTr}).Do(req)
	if err != nil {
		report("ExpectContinueTimeout", err)
		return
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	fmt.Printf("%-22s no error: %s %q\n", "ExpectContinueTimeout", resp.Status, body)
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
