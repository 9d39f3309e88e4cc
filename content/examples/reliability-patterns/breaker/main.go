// Минимальный circuit breaker: порог по доле отказов с минимумом запросов,
// окно счётчиков, ограниченные пробы в half-open, исходы, которые не
// считаются вовсе (как IsExcluded в gobreaker v2.4), и часы, которые
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

// Outcome — как исход вызова учитывается в статистике.
type Outcome int

const (
	Success  Outcome = iota
	Failure          // свидетельство, что зависимость нездорова
	Excluded         // не свидетельство ни о чём: не входит ни в числитель, ни в знаменатель
)

type Settings struct {
	Window       time.Duration // в closed счётчики обнуляются раз в Window
	MinRequests  int           // меньше запросов в окне — не судим
	FailureRatio float64       // доля отказов, при которой размыкаемся
	OpenFor      time.Duration // сколько стоять в open до первой пробы
	MaxProbes    int           // пробных вызовов в half-open; столько же успехов закрывает
	Classify     func(error) Outcome
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
	return func(err error) { b.report(gen, b.s.Classify(err)) }, nil
}

func (b *Breaker) report(gen uint64, o Outcome) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if gen != b.gen {
		return // вызов начинался в другом состоянии
	}
	if o == Excluded {
		if b.state == HalfOpen {
			b.probes-- // проба ничего не сказала: её место свободно
		}
		return
	}
	failed := o == Failure
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

// classify: что считать отказом зависимости, а что не считать вовсе.
func classify(err error) Outcome {
	var se *StatusError
	switch {
	case err == nil:
		return Success
	case errors.Is(err, context.Canceled):
		return Excluded // клиент ушёл — зависимость не виновата
	case errors.As(err, &se) && se.Code < 500 && se.Code != 429:
		return Excluded // ошибка запроса, а не сбой сервиса
	}
	return Failure
}

// cancelIsSuccess — частая ошибка: «не отказ» объявлен успехом
// (как IsSuccessful в gobreaker), и отмены разбавляют долю отказов.
func cancelIsSuccess(err error) Outcome {
	if o := classify(err); o != Excluded {
		return o
	}
	return Success
}

// describe: состояние и, в closed, счёт окна «отказов из учтённых».
func describe(b *Breaker) string {
	if b.state != Closed {
		return "[" + b.state.String() + "]"
	}
	return fmt.Sprintf("[closed, failures %d of %d]", b.failures, b.requests)
}

func main() {
	start := time.Date(2026, 11, 30, 8, 0, 0, 0, time.UTC)
	clock := start
	at := func() string { return fmt.Sprintf("t=%-4v", clock.Sub(start)) }
	now := func() time.Time { return clock }
	settings := Settings{
		Window: 10 * time.Second, MinRequests: 4, FailureRatio: 0.5,
		OpenFor: 5 * time.Second, MaxProbes: 2, Classify: classify,
	}

	b := New(settings, now)
	b.s.OnChange = func(from, to State) { fmt.Printf("%s  state %s -> %s\n", at(), from, to) }
	diluted := settings
	diluted.Classify = cancelIsSuccess
	d := New(diluted, now)

	dependencyCalls := 0
	call := func(answer error) {
		_ = d.Do(context.Background(), func(context.Context) error { return answer })
		err := b.Do(context.Background(), func(context.Context) error {
			dependencyCalls++
			return answer
		})
		res := "ok"
		if err != nil {
			res = err.Error()
		}
		fmt.Printf("%s  %-25s %s\n", at(), res, describe(b))
	}

	fmt.Println("-- a bot sends 6 invalid requests (400): excluded")
	for range 6 {
		_ = b.Do(context.Background(), func(context.Context) error { return &StatusError{400} })
	}
	fmt.Printf("%s  %-25s %s\n", at(), "6 x http 400", describe(b))

	fmt.Println("-- new window; three clients cancel, then the dependency starts failing")
	clock = clock.Add(10 * time.Second)
	for range 3 {
		call(context.Canceled)
	}
	call(nil)
	call(&StatusError{503})
	call(&StatusError{429})
	call(&StatusError{503}) // 4 counted, 3 failures: ratio 0.75
	fmt.Printf("       if cancels counted as successes: %s\n", describe(d))

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
