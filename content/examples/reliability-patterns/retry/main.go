// Ретрай, который уважает context, таймаут попытки, бюджет серии
// и Retry-After. Зависимость — httptest-сервер со сценарием ответов.
package main

import (
	"context"
	"errors"
	"fmt"
	"crypto/tls"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"time"
)

// StatusError — ответ сервера не 2xx; RetryAfter уже разобран из заголовка.
type StatusError struct {
	Code       int
	RetryAfter time.Duration
}

func (e *StatusError) Error() string { return "http " + strconv.Itoa(e.Code) }

var ErrRetryAfterTooLong = errors.New("retry: server asks to wait longer than the budget allows")

type Policy struct {
	MaxAttempts int           // сколько раз вызвать op, считая первый
	Base, Cap   time.Duration // backoff: Base·2^n, но не больше Cap
	PerAttempt  time.Duration // таймаут одной попытки
	Idempotent  bool          // можно ли повторять при неизвестном исходе
}

type Retrier struct {
	rnd  *rand.Rand // свой генератор с фиксированным seed — ради детерминизма примера
	logf func(format string, args ...any)
}

// classify решает, повторять ли, и возвращает паузу, если её назвал сервер.
func (p Policy) classify(parent context.Context, err error) (retry bool, after time.Duration, why string) {
	if parent.Err() != nil {
		return false, 0, "caller's context is done" // проверяем первым
	}
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		// Родитель жив — значит, истёк таймаут именно этой попытки: её контекст
		// или таймаут транспорта (у таймаута TLS handshake есть только Timeout()).
		return p.Idempotent, 0, "attempt timed out, outcome unknown"
	}
	var se *StatusError
	if errors.As(err, &se) {
		switch se.Code {
		case 408, 425, 429, 503:
			return true, se.RetryAfter, "not processed"
		case 500, 502, 504:
			return p.Idempotent, se.RetryAfter, "maybe processed"
		}
		return false, 0, "client error"
	}
	return false, 0, "unknown error"
}

// backoff — full jitter: случайная пауза в (0, min(Cap, Base·2^n)].
// Номер попытки ограничен до сдвига, чтобы Base<<n не переполнился.
func (r *Retrier) backoff(p Policy, n int) time.Duration {
	ceil := p.Cap
	if n < 30 && p.Base<<n < p.Cap {
		ceil = p.Base << n
	}
	return time.Duration(r.rnd.Int64N(int64(ceil))) + 1
}

func (r *Retrier) Do(ctx context.Context, p Policy, op func(context.Context) error) error {
	var last error
	for attempt := 1; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return errors.Join(last, err) // дедлайн истёк во время паузы
		}
		actx, cancel := context.WithTimeout(ctx, p.PerAttempt)
		last = op(actx)
		cancel()
		if last == nil {
			r.logf("attempt %d: ok", attempt)
			return nil
		}
		retry, after, why := p.classify(ctx, last)
		if !retry {
			r.logf("attempt %d: %s -> stop (%s)", attempt, describe(last), why)
			return last
		}
		if attempt == p.MaxAttempts {
			r.logf("attempt %d: %s -> stop (attempts exhausted)", attempt, describe(last))
			return last
		}
		delay, source := after, "Retry-After"
		if delay <= 0 {
			delay, source = r.backoff(p, attempt-1), "jitter"
		}
		// Засыпать дольше, чем живёт бюджет, бессмысленно: выходим, не дожидаясь.
		if dl, has := ctx.Deadline(); has && delay >= time.Until(dl) {
			r.logf("attempt %d: %s -> stop (%s pause %v does not fit the budget)",
				attempt, describe(last), source, delay)
			return errors.Join(last, ErrRetryAfterTooLong)
		}
		r.logf("attempt %d: %s -> retry (%s), %s pause %v", attempt, describe(last), why, source, delay.Round(time.Microsecond))
		t := time.NewTimer(delay)
		select {
		case <-ctx.Done():
			t.Stop()
			return errors.Join(last, ctx.Err())
		case <-t.C:
		}
	}
}

func describe(err error) string {
	var se *StatusError
	var ne net.Error
	switch {
	case errors.As(err, &se):
		return se.Error()
	case errors.Is(err, context.DeadlineExceeded):
		return "deadline exceeded"
	case errors.As(err, &ne) && ne.Timeout():
		return "timeout: " + errors.Unwrap(err).Error()
	}
	return "error"
}

// parseRetryAfter понимает обе формы: секунды и HTTP-date.
func parseRetryAfter(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	if s, err := strconv.Atoi(v); err == nil && s >= 0 {
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// scripted отвечает по сценарию: один шаг на запрос к каждому пути.
func scripted(scripts map[string][]string) http.Handler {
	var mu sync.Mutex
	calls := map[string]int{}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		steps := scripts[r.URL.Path]
		step := steps[min(calls[r.URL.Path], len(steps)-1)]
		calls[r.URL.Path]++
		mu.Unlock()

		if step == "hang" {
			<-r.Context().Done() // держим, пока клиент не уйдёт
			return
		}
		code, retryAfter, _ := strings.Cut(step, " retry-after=")
		if retryAfter != "" {
			w.Header().Set("Retry-After", retryAfter)
		}
		n, _ := strconv.Atoi(code)
		w.WriteHeader(n)
	})
}

func main() {
	srv := httptest.NewServer(scripted(map[string][]string{
		"/flaky":     {"503", "503", "200"},
		"/slow-get":  {"hang", "200"},
		"/slow-post": {"hang", "200"},
		"/limited":   {"429 retry-after=2", "200"},
		"/bad":       {"400"},
		"/down":      {"hang"},
	}))
	defer srv.Close()

	callWith := func(c *http.Client, method, url string) func(context.Context) error {
		return func(ctx context.Context) error {
			req, _ := http.NewRequestWithContext(ctx, method, url, nil)
			resp, err := c.Do(req)
			if err != nil {
				return err
			}
			defer resp.Body.Close()
			if resp.StatusCode >= 300 {
				return &StatusError{resp.StatusCode, parseRetryAfter(resp.Header.Get("Retry-After"), time.Now())}
			}
			return nil
		}
	}
	call := func(method, path string) func(context.Context) error {
		return callWith(srv.Client(), method, srv.URL+path)
	}

	r := &Retrier{
		rnd:  rand.New(rand.NewPCG(2026, 3)),
		logf: func(f string, a ...any) { fmt.Printf("  "+f+"\n", a...) },
	}
	get := Policy{MaxAttempts: 4, Base: 10 * time.Millisecond, Cap: 80 * time.Millisecond,
		PerAttempt: 60 * time.Millisecond, Idempotent: true}
	post := get
	post.Idempotent = false // POST без ключа идемпотентности

	run := func(title string, budget time.Duration, p Policy, op func(context.Context) error) {
		fmt.Println(title)
		ctx, cancel := context.WithTimeout(context.Background(), budget)
		defer cancel()
		if err := r.Do(ctx, p, op); err != nil {
			fmt.Println("  result: failed")
		} else {
			fmt.Println("  result: success")
		}
	}

	run("GET /flaky: 503, 503, 200", time.Second, get, call("GET", "/flaky"))
	run("GET /slow-get: hangs once", time.Second, get, call("GET", "/slow-get"))
	run("POST /slow-post: hangs once, no idempotency key", time.Second, post, call("POST", "/slow-post"))
	run("GET /limited: 429 with Retry-After: 2, budget 300ms", 300*time.Millisecond, get, call("GET", "/limited"))
	run("GET /bad: 400", time.Second, get, call("GET", "/bad"))
	// Wide margins: the attempt's own timeout (400ms) must fire well before the caller's (700ms),
	// however busy the machine is, so the output does not depend on scheduling.
	down := get
	down.PerAttempt = 400 * time.Millisecond
	run("GET /down: always hangs, budget 700ms", 700*time.Millisecond, down, call("GET", "/down"))

	// Порт принимает TCP и молчит: TLS handshake не закончится никогда.
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
	tlsClient := &http.Client{Transport: &http.Transport{
		TLSHandshakeTimeout: 20 * time.Millisecond,
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: true},
	}}
	tlsGet := get
	tlsGet.MaxAttempts = 2
	run("GET https: TLS handshake never completes", time.Second, tlsGet, callWith(tlsClient, "GET", "https://"+silent.Addr().String()))
}
