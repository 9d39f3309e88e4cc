// Минимальный circuit breaker: порог по доле отказов с минимумом запросов,
// окно счётчиков, ограниченные пробы в half-open и часы, которые
// подставляет тест. Время в примере двигаем руками — вывод детерминирован.
package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

type State int

const (
	Closed State = iota
	Open
	HalfOpen
)

func (s State) String() string { return [...]string{"closed", "open", "half-open"}[s] }

var (
	ErrOpen          = errors.New("breaker: open")
	ErrTooManyProbes = errors.New("breaker: half-open probe limit reached")
)

type Settings struct {
	Window       time.Duration // в closed счётчики обнуляются раз в Window
	MinRequests  int           // меньше запросов в окне — не судим
	FailureRatio float64       // доля отказов, при которой размыкаемся
	OpenFor      time.Duration // сколько стоять в open до первой пробы
	MaxProbes    int           // пробных вызовов в half-open; столько же успехов закрывает
	IsFailure    func(error) bool
	OnChange     func(from, to State)
}

type Breaker struct {
	mu    sync.Mutex
	s     Settings
	now   func() time.Time
	state State
	gen   uint64 // поколение: результат из прошлого состояния не учитываем
	since time.Time

	requests, failures int // счётчики closed-окна
	probes, probeOK    int // half-open: выдано проб и успешных ответов
}

func New(s Settings, now func() time.Time) *Breaker {
	return &Breaker{s: s, now: now, since: now()}
}

func (b *Breaker) setState(to State) {
	from := b.state
	b.state, b.since = to, b.now()
	b.gen++
	b.requests, b.failures, b.probes, b.probeOK = 0, 0, 0, 0
	if b.s.OnChange != nil && from != to {
		b.s.OnChange(from, to)
	}
}

// Allow — первая половина вызова: пускать ли. Вторая половина — report.
func (b *Breaker) Allow() (report func(error), err error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.now()
	switch b.state {
	case Closed:
		if now.Sub(b.since) >= b.s.Window {
			b.since, b.requests, b.failures = now, 0, 0 // новое окно
		}
	case Open:
		if now.Sub(b.since) < b.s.OpenFor {
			return nil, ErrOpen // отказ без похода в сеть
		}
		b.setState(HalfOpen) // переход ленивый: его делает первый вызов после паузы
		fallthrough
	case HalfOpen:
		if b.probes >= b.s.MaxProbes {
			return nil, ErrTooManyProbes
		}
		b.probes++
	}
	gen := b.gen
	return func(err error) { b.report(gen, b.s.IsFailure(err)) }, nil
}

func (b *Breaker) report(gen uint64, failed bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if gen != b.gen {
		return // вызов начинался в другом состоянии
	}
	switch b.state {
	case Closed:
		b.requests++
		if failed {
			b.failures++
		}
		if b.requests >= b.s.MinRequests &&
			float64(b.failures)/float64(b.requests) >= b.s.FailureRatio {
			b.setState(Open)
		}
	case HalfOpen:
		if failed {
			b.setState(Open) // одна неудачная проба — снова пауза
			return
		}
		b.probeOK++
		if b.probeOK >= b.s.MaxProbes {
			b.setState(Closed)
		}
	}
}

func (b *Breaker) Do(ctx context.Context, fn func(context.Context) error) error {
	report, err := b.Allow()
	if err != nil {
		return err
	}
	err = fn(ctx)
	report(err)
	return err
}

type StatusError struct{ Code int }

func (e *StatusError) Error() string { return fmt.Sprintf("http %d", e.Code) }

// isFailure: что считать отказом зависимости.
func isFailure(err error) bool {
	if err == nil || errors.Is(err, context.Canceled) {
		return false // клиент ушёл — зависимость не виновата
	}
	var se *StatusError
	if errors.As(err, &se) && se.Code < 500 && se.Code != 429 {
		return false // ошибка запроса, а не сбой сервиса
	}
	return true
}

func main() {
	start := time.Date(2026, 11, 30, 8, 0, 0, 0, time.UTC)
	clock := start
	at := func() string { return fmt.Sprintf("t=%-4v", clock.Sub(start)) }

	b := New(Settings{
		Window: 10 * time.Second, MinRequests: 5, FailureRatio: 0.5,
		OpenFor: 5 * time.Second, MaxProbes: 2, IsFailure: isFailure,
		OnChange: func(from, to State) { fmt.Printf("%s  state %s -> %s\n", at(), from, to) },
	}, func() time.Time { return clock })

	dependencyCalls := 0
	call := func(answer error) {
		err := b.Do(context.Background(), func(context.Context) error {
			dependencyCalls++
			return answer
		})
		res := "ok"
		if err != nil {
			res = err.Error()
		}
		fmt.Printf("%s  %-25s [%s]\n", at(), res, b.state)
	}

	fmt.Println("-- a bot sends 6 invalid requests (400): not failures")
	for range 6 {
		_ = b.Do(context.Background(), func(context.Context) error { return &StatusError{400} })
	}
	fmt.Printf("%s  %-25s [%s]\n", at(), "6 x http 400", b.state)

	fmt.Println("-- new window; a client cancels, then the dependency starts failing")
	clock = clock.Add(10 * time.Second)
	call(context.Canceled)
	call(nil)
	call(&StatusError{503})
	call(&StatusError{429})
	call(&StatusError{503}) // 5 requests, 3 failures: ratio 0.6

	fmt.Println("-- open: refusals cost no network call")
	clock = clock.Add(1 * time.Second)
	before := dependencyCalls
	call(nil)
	call(nil)
	fmt.Printf("       dependency calls while open: %d\n", dependencyCalls-before)

	fmt.Println("-- after OpenFor: a failed probe reopens")
	clock = clock.Add(5 * time.Second)
	call(&StatusError{503})

	fmt.Println("-- after OpenFor again: two probes allowed, the third is refused")
	clock = clock.Add(5 * time.Second)
	r1, _ := b.Allow()
	r2, _ := b.Allow()
	_, err := b.Allow()
	fmt.Printf("%s  third probe: %v\n", at(), err)
	r1(nil)
	r2(nil)
	fmt.Printf("%s  state after two good probes: %s\n", at(), b.state)
}
