// Полная функция Retry и её проверка против httptest-сервера.
// Паузы не спим по-настоящему: Policy.Sleep в тесте только записывает их,
// поэтому программа детерминирована и идёт доли секунды.
package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httptrace"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// ---------- библиотечная часть ----------

var (
	// ErrAttemptTimeout — истёк таймаут одной попытки, а не дедлайн вызывающего.
	ErrAttemptTimeout = errors.New("retry: attempt timed out")
	// ErrBudgetExhausted — бюджет ретраев не дал сделать повтор.
	ErrBudgetExhausted = errors.New("retry: budget exhausted")
	// ErrAttemptsExhausted — использованы все MaxAttempts.
	ErrAttemptsExhausted = errors.New("retry: attempts exhausted")
)

// Verdict — ответ классификатора: повторять ли и не назвал ли сервер паузу сам.
type Verdict struct {
	Retry bool
	After time.Duration
}

type Classifier func(error) Verdict

// Outcome — исход попытки для бюджета.
type Outcome int

const (
	Succeeded Outcome = iota
	FailedRetryable
	FailedFatal
)

// Budget — общий на весь клиент бюджет ретраев.
type Budget interface {
	Record(first bool, o Outcome)
	TryRetry() bool
}

type Policy struct {
	MaxAttempts int           // предел попыток с учётом самой первой
	Base, Cap   time.Duration // full jitter: random(0, min(Cap, Base·2^n))
	PerAttempt  time.Duration // таймаут одной попытки; 0 — только ctx вызывающего
	Budget      Budget        // nil — без бюджета
	Rand        *rand.Rand    // nil — глобальный генератор v2; свой *rand.Rand не потокобезопасен, он для тестов
	Sleep       func(context.Context, time.Duration) error
	OnRetry     func(attempt int, err error, delay time.Duration)
}

// Retry вызывает op, пока классификатор разрешает повтор, попытки не
// кончились, бюджет не исчерпан и ctx вызывающего жив. Возвращает nil
// или errors.Join ошибок всех попыток и причины остановки.
func Retry(ctx context.Context, p Policy, classify Classifier, op func(context.Context) error) error {
	if p.MaxAttempts <= 0 {
		p.MaxAttempts = 3
	}
	if p.Base <= 0 {
		p.Base = 100 * time.Millisecond
	}
	if p.Cap <= 0 {
		p.Cap = 10 * time.Second
	}
	p.Cap = max(p.Cap, p.Base)
	if p.Sleep == nil {
		p.Sleep = sleepCtx
	}

	var errs []error
	stop := func(reason error) error { return errors.Join(append(errs, reason)...) }

	for attempt := 0; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return stop(context.Cause(ctx))
		}
		err := runAttempt(ctx, p.PerAttempt, op)
		if err == nil {
			record(p.Budget, attempt == 0, Succeeded)
			return nil
		}
		errs = append(errs, fmt.Errorf("attempt %d: %w", attempt+1, err))

		// Сначала — контекст вызывающего: если он истёк, это не сбой
		// зависимости и не повод для ретрая, классификатор не спрашиваем.
		if ctx.Err() != nil {
			return stop(context.Cause(ctx))
		}
		v := classify(err)
		if !v.Retry {
			record(p.Budget, attempt == 0, FailedFatal)
			return errors.Join(errs...)
		}
		record(p.Budget, attempt == 0, FailedRetryable)
		if attempt+1 >= p.MaxAttempts {
			return stop(ErrAttemptsExhausted)
		}
		if p.Budget != nil && !p.Budget.TryRetry() {
			return stop(ErrBudgetExhausted)
		}

		delay := v.After // сервер назвал паузу — слушаемся его
		if delay <= 0 {
			delay = fullJitter(p.Rand, p.Base, p.Cap, attempt)
		}
		if dl, ok := ctx.Deadline(); ok && time.Until(dl) <= delay {
			return stop(fmt.Errorf("retry: pause %v does not fit the deadline: %w",
				delay, context.DeadlineExceeded))
		}
		if p.OnRetry != nil {
			p.OnRetry(attempt+1, err, delay)
		}
		if err := p.Sleep(ctx, delay); err != nil {
			return stop(err)
		}
	}
}

func record(b Budget, first bool, o Outcome) {
	if b != nil {
		b.Record(first, o)
	}
}

// runAttempt даёт попытке свой таймаут и помечает ошибку, если сработал
// именно он: WithTimeoutCause (Go 1.21) позволяет отличить его от отмены
// родителя через context.Cause.
func runAttempt(ctx context.Context, per time.Duration, op func(context.Context) error) error {
	if per <= 0 {
		return op(ctx)
	}
	actx, cancel := context.WithTimeoutCause(ctx, per, ErrAttemptTimeout)
	defer cancel()
	err := op(actx)
	if err != nil && ctx.Err() == nil && context.Cause(actx) == ErrAttemptTimeout &&
		!errors.Is(err, ErrAttemptTimeout) { // net/http уже вернул причину сам
		return fmt.Errorf("%w: %w", ErrAttemptTimeout, err)
	}
	return err
}

// fullJitter — random(0, min(cap, base·2^attempt)), сдвиг без переполнения.
func fullJitter(r *rand.Rand, base, capD time.Duration, attempt int) time.Duration {
	ceil := capD
	if attempt < 63 && base <= capD>>attempt {
		ceil = base << attempt
	}
	if r == nil {
		return rand.N(ceil) // глобальный генератор v2: без мьютекса и без Seed
	}
	return time.Duration(r.Int64N(int64(ceil)))
}

// sleepCtx — пауза, которую прерывает отмена контекста.
func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return context.Cause(ctx)
	case <-t.C:
		return nil
	}
}

// ---------- HTTP-часть ----------

// StatusError — ответ сервера с кодом не из 2xx.
type StatusError struct {
	Code       int
	RetryAfter time.Duration
}

func (e *StatusError) Error() string { return "http status " + strconv.Itoa(e.Code) }

// ErrNotSent — попытка не получила соединения: байты запроса никуда не ушли.
var ErrNotSent = errors.New("retry: request not sent")

// HTTPClassifier: запрос не ушёл, 429 и 503 — сервер его не обрабатывал,
// повтор безопасен всегда; 500/502/504, таймаут попытки или транспорта и
// обрыв — исход неизвестен, повторяем только идемпотентное; остальные 4xx
// и отмена — никогда. Контекст вызывающего Retry проверил до нас.
func HTTPClassifier(idempotent bool) Classifier {
	return func(err error) Verdict {
		if errors.Is(err, ErrNotSent) {
			return Verdict{Retry: true}
		}
		// Таймаут попытки тоже удовлетворяет errors.Is(err, DeadlineExceeded),
		// но раз вызывающий жив, любой таймаут здесь — таймаут этой попытки:
		// её контекста, ResponseHeaderTimeout, Client.Timeout или TLS handshake
		// (у последнего нет Is, только Timeout()).
		var ne net.Error
		if errors.Is(err, ErrAttemptTimeout) || errors.Is(err, context.DeadlineExceeded) ||
			(errors.As(err, &ne) && ne.Timeout()) {
			return Verdict{Retry: idempotent}
		}
		if errors.Is(err, context.Canceled) {
			return Verdict{} // отменил кто-то внутри: это не сбой зависимости
		}
		var se *StatusError
		if errors.As(err, &se) {
			switch se.Code {
			case http.StatusTooManyRequests, http.StatusServiceUnavailable:
				return Verdict{Retry: true, After: se.RetryAfter}
			case http.StatusInternalServerError, http.StatusBadGateway, http.StatusGatewayTimeout:
				return Verdict{Retry: idempotent}
			}
			return Verdict{}
		}
		if errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
			return Verdict{Retry: idempotent}
		}
		return Verdict{}
	}
}

// parseRetryAfter понимает обе формы заголовка: секунды и HTTP-date.
func parseRetryAfter(v string, now time.Time) time.Duration {
	if v == "" {
		return 0
	}
	if secs, err := strconv.Atoi(v); err == nil && secs >= 0 {
		return time.Duration(secs) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil && t.After(now) {
		return t.Sub(now)
	}
	return 0
}

// send делает одну попытку. Тело запроса берётся заново из GetBody,
// тело ответа при ошибке дочитывается (до 64 КиБ) и закрывается,
// чтобы соединение вернулось в пул. httptrace говорит, получила ли
// попытка соединение: без него запрос точно не ушёл (ErrNotSent).
func send(ctx context.Context, c *http.Client, tmpl *http.Request) ([]byte, error) {
	gotConn := false
	ctx = httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
		GotConn: func(httptrace.GotConnInfo) { gotConn = true },
	})
	req := tmpl.Clone(ctx)
	if tmpl.GetBody != nil {
		body, err := tmpl.GetBody()
		if err != nil {
			return nil, err
		}
		req.Body = body
	}
	resp, err := c.Do(req)
	if err != nil {
		if !gotConn {
			return nil, fmt.Errorf("%w: %w", ErrNotSent, err)
		}
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 64<<10))
		return nil, &StatusError{
			Code:       resp.StatusCode,
			RetryAfter: parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()),
		}
	}
	return io.ReadAll(resp.Body)
}

// ---------- сцены ----------

// grpcThrottle — retryThrottling gRPC в миллитокенах.
type grpcThrottle struct {
	mu                 sync.Mutex
	max, ratio, tokens int64
}

func (g *grpcThrottle) Record(_ bool, o Outcome) {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch o {
	case Succeeded:
		g.tokens = min(g.max, g.tokens+g.ratio)
	case FailedRetryable:
		g.tokens = max(0, g.tokens-1000)
	}
}

func (g *grpcThrottle) TryRetry() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.tokens > g.max/2
}

func main() {
	var (
		mu    sync.Mutex
		calls = map[string]int{}
		conns int
	)
	mux := http.NewServeMux()
	hit := func(r *http.Request) int {
		mu.Lock()
		defer mu.Unlock()
		calls[r.URL.Path]++
		return calls[r.URL.Path]
	}
	mux.HandleFunc("GET /flaky", func(w http.ResponseWriter, r *http.Request) {
		switch hit(r) {
		case 1:
			http.Error(w, "warming up", http.StatusServiceUnavailable)
		case 2:
			w.Header().Set("Retry-After", "2")
			http.Error(w, "slow down", http.StatusTooManyRequests)
		default:
			fmt.Fprint(w, "stock=42")
		}
	})
	mux.HandleFunc("GET /slow", func(w http.ResponseWriter, r *http.Request) {
		if hit(r) == 1 {
			<-r.Context().Done() // первая попытка зависает
			return
		}
		fmt.Fprint(w, "profile=ok")
	})
	mux.HandleFunc("GET /hang", func(w http.ResponseWriter, r *http.Request) {
		hit(r)
		<-r.Context().Done()
	})
	mux.HandleFunc("GET /bad", func(w http.ResponseWriter, r *http.Request) {
		hit(r)
		http.Error(w, "no such sku", http.StatusBadRequest)
	})
	mux.HandleFunc("POST /charge", func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		n := hit(r)
		fmt.Printf("  сервер: попытка %d, тело %q\n", n, body)
		if n == 1 {
			http.Error(w, "overloaded", http.StatusServiceUnavailable)
			return
		}
		http.Error(w, "upstream reset", http.StatusBadGateway)
	})
	mux.HandleFunc("GET /down", func(w http.ResponseWriter, r *http.Request) {
		hit(r)
		http.Error(w, "down", http.StatusServiceUnavailable)
	})

	srv := httptest.NewUnstartedServer(mux)
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			mu.Lock()
			conns++
			mu.Unlock()
		}
	}
	srv.Start()
	defer srv.Close()
	client := srv.Client()

	clean := func(err error) string { return strings.ReplaceAll(err.Error(), srv.URL, "") }
	var slept []time.Duration
	rng := rand.New(rand.NewPCG(1, 2)) // фиксированное зерно: паузы одинаковы при каждом запуске
	policy := func() Policy {
		slept = nil
		return Policy{
			MaxAttempts: 4,
			Base:        100 * time.Millisecond,
			Cap:         2 * time.Second,
			PerAttempt:  50 * time.Millisecond,
			Rand:        rng,
			Sleep: func(ctx context.Context, d time.Duration) error {
				slept = append(slept, d.Round(time.Millisecond))
				return ctx.Err()
			},
			OnRetry: func(n int, err error, d time.Duration) {
				fmt.Printf("  попытка %d: %s -> пауза %v\n", n, clean(err), d.Round(time.Millisecond))
			},
		}
	}
	get := func(ctx context.Context, p Policy, path string) (string, error) {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		var out []byte
		err := Retry(ctx, p, HTTPClassifier(true), func(ctx context.Context) error {
			b, err := send(ctx, client, req)
			out = b
			return err
		})
		return string(out), err
	}

	fmt.Println("1. 503, затем 429 с Retry-After: 2, затем 200")
	body, err := get(context.Background(), policy(), "/flaky")
	fmt.Printf("  итог: %q, err=%v, паузы %v, TCP-соединений %d\n", body, err, slept, conns)

	fmt.Println("2. первая попытка зависла дольше PerAttempt=50ms")
	body, err = get(context.Background(), policy(), "/slow")
	fmt.Printf("  итог: %q, err=%v\n", body, err)

	fmt.Println("3. 400 не повторяем")
	_, err = get(context.Background(), policy(), "/bad")
	fmt.Printf("  итог: %s; вызовов сервера %d\n", clean(err), calls["/bad"])

	fmt.Println("4. POST без идемпотентности: 503 повторяем, 502 — нет")
	req, _ := http.NewRequest(http.MethodPost, srv.URL+"/charge", strings.NewReader(`{"amount":100}`))
	fmt.Printf("  GetBody задан: %v\n", req.GetBody != nil)
	err = Retry(context.Background(), policy(), HTTPClassifier(false), func(ctx context.Context) error {
		_, err := send(ctx, client, req)
		return err
	})
	fmt.Printf("  итог: %s\n", strings.ReplaceAll(clean(err), "\n", " | "))

	fmt.Println("5. дедлайн вызывающего 120ms, сервер всегда висит")
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Millisecond)
	p := policy()
	p.OnRetry = nil
	p.Rand = rand.New(rand.NewPCG(3, 4)) // своё зерно: число попыток здесь зависит от часов
	_, err = get(ctx, p, "/hang")
	cancel()
	fmt.Printf("  Is(DeadlineExceeded)=%v Is(ErrAttemptTimeout)=%v Is(ErrAttemptsExhausted)=%v\n",
		errors.Is(err, context.DeadlineExceeded), errors.Is(err, ErrAttemptTimeout),
		errors.Is(err, ErrAttemptsExhausted))

	fmt.Println("6. общий бюджет maxTokens=4, tokenRatio=0.5; сервер лежит")
	p = policy()
	p.Budget = &grpcThrottle{max: 4000, ratio: 500, tokens: 4000}
	for i := 1; i <= 2; i++ {
		before := calls["/down"]
		_, err = get(context.Background(), p, "/down")
		fmt.Printf("  вызов %d: попыток %d, Is(ErrBudgetExhausted)=%v\n",
			i, calls["/down"]-before, errors.Is(err, ErrBudgetExhausted))
	}

	fmt.Println("7. POST, TLS handshake не завершается: запрос не ушёл, повтор безопасен")
	silent, _ := net.Listen("tcp", "127.0.0.1:0")
	defer silent.Close()
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			defer c.Close() // принимаем TCP и молчим
		}
	}()
	tlsClient := &http.Client{Transport: &http.Transport{
		TLSHandshakeTimeout: 20 * time.Millisecond,
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: true},
	}}
	req, _ = http.NewRequest(http.MethodPost, "https://"+silent.Addr().String()+"/charge", strings.NewReader(`{"amount":100}`))
	p = policy()
	p.MaxAttempts = 2
	p.OnRetry = func(n int, err error, d time.Duration) {
		fmt.Printf("  попытка %d: %s -> пауза %v\n", n,
			strings.ReplaceAll(err.Error(), silent.Addr().String(), "ADDR"), d.Round(time.Millisecond))
	}
	err = Retry(context.Background(), p, HTTPClassifier(false), func(ctx context.Context) error {
		_, err := send(ctx, tlsClient, req)
		return err
	})
	fmt.Printf("  итог: Is(ErrAttemptsExhausted)=%v\n", errors.Is(err, ErrAttemptsExhausted))
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
