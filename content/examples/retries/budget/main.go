// Два вида бюджета ретраев на одной и той же нагрузке:
// токены gRPC (retryThrottling) и доля от трафика в окне (Finagle, Linkerd).
package main

import (
	"fmt"
	"time"
)

// Outcome — исход одной попытки глазами бюджета.
type Outcome int

const (
	Succeeded       Outcome = iota
	FailedRetryable         // ошибка, которую классификатор разрешил повторять
	FailedFatal             // 400, INVALID_ARGUMENT и т. п.: в бюджет не идут
)

// Budget решает, можно ли сделать ещё один повтор.
type Budget interface {
	Record(now time.Duration, first bool, o Outcome)
	TryRetry(now time.Duration) bool
}

// unlimited — «бюджета нет»: только локальный лимит попыток.
type unlimited struct{}

func (unlimited) Record(time.Duration, bool, Outcome) {}
func (unlimited) TryRetry(time.Duration) bool         { return true }

// grpcThrottle повторяет retryThrottling из gRFC A6. Счёт ведём
// в тысячных долях токена, как C-core: tokenRatio задаётся с точностью
// до трёх знаков, и целые числа не копят ошибку округления.
type grpcThrottle struct {
	max, ratio, tokens int64 // в миллитокенах
}

func newGRPCThrottle(maxTokens int64, tokenRatio float64) *grpcThrottle {
	m := maxTokens * 1000
	return &grpcThrottle{max: m, ratio: int64(tokenRatio * 1000), tokens: m}
}

func (g *grpcThrottle) Record(_ time.Duration, _ bool, o Outcome) {
	switch o {
	case Succeeded:
		g.tokens = min(g.max, g.tokens+g.ratio)
	case FailedRetryable:
		g.tokens = max(0, g.tokens-1000)
	}
}

// Повторять можно, только пока токенов строго больше половины.
func (g *grpcThrottle) TryRetry(time.Duration) bool { return g.tokens > g.max/2 }

// ratioBudget — бюджет Finagle/Linkerd: каждый исходный запрос кладёт
// депозит, каждый повтор его тратит; доступно percent·депозитов за
// последние ttl плюс неснижаемый резерв minPerSec·ttl. Храним суммы
// по секундам, чтобы старые депозиты и траты «протухали».
type ratioBudget struct {
	ttl       int // секунд
	minPerSec float64
	percent   float64
	deposits  map[int]float64
	spent     map[int]float64
}

func newRatioBudget(ttl time.Duration, minPerSec int, percent float64) *ratioBudget {
	return &ratioBudget{
		ttl: int(ttl / time.Second), minPerSec: float64(minPerSec), percent: percent,
		deposits: map[int]float64{}, spent: map[int]float64{},
	}
}

func (b *ratioBudget) Record(now time.Duration, first bool, _ Outcome) {
	if first {
		b.deposits[int(now/time.Second)]++
	}
}

func (b *ratioBudget) TryRetry(now time.Duration) bool {
	sec := int(now / time.Second)
	balance := b.minPerSec * float64(b.ttl)
	for s := sec - b.ttl + 1; s <= sec; s++ {
		balance += b.percent*b.deposits[s] - b.spent[s]
	}
	if balance < 1 {
		return false
	}
	b.spent[sec]++
	return true
}

// failsAt описывает три фазы по 10 секунд при 50 RPS:
// норма (падает каждый 50-й вызов), авария (падает всё), восстановление
// (падает каждый 20-й). Повтор внутри фазы падает по тому же правилу.
func failsAt(now time.Duration, n int) bool {
	switch {
	case now < 10*time.Second:
		return n%50 == 0
	case now < 20*time.Second:
		return true
	default:
		return n%20 == 0
	}
}

type stats struct{ originals, retries, denied, failed int }

func run(b Budget) [3]stats {
	const maxAttempts = 3
	var out [3]stats
	n := 0 // сквозной номер попытки, от него зависит исход
	for i := range 1500 {
		now := time.Duration(i) * 20 * time.Millisecond
		phase := &out[int(now/(10*time.Second))]
		phase.originals++
		for attempt := range maxAttempts {
			n++
			ok := !failsAt(now, n)
			o := Succeeded
			if !ok {
				o = FailedRetryable
			}
			b.Record(now, attempt == 0, o)
			if ok {
				break
			}
			if attempt == maxAttempts-1 {
				phase.failed++
				break
			}
			if !b.TryRetry(now) {
				phase.denied++
				phase.failed++
				break
			}
			phase.retries++
		}
	}
	return out
}

func main() {
	budgets := []struct {
		name string
		b    Budget
	}{
		{"без бюджета (3 попытки)", unlimited{}},
		{"gRPC maxTokens=10 tokenRatio=0.1", newGRPCThrottle(10, 0.1)},
		{"Finagle ttl=10s min=10/s 20%", newRatioBudget(10*time.Second, 10, 0.2)},
	}
	phases := []string{"норма 0-10s", "авария 10-20s", "восст. 20-30s"}
	for _, x := range budgets {
		fmt.Println(x.name)
		for i, s := range run(x.b) {
			load := float64(s.originals+s.retries) / float64(s.originals)
			fmt.Printf("  %-14s запросов %d, ретраев %4d, отказано %4d, ошибок %3d, нагрузка x%.2f\n",
				phases[i], s.originals, s.retries, s.denied, s.failed, load)
		}
	}

	// Пороговая доля отказов для токенов gRPC: при ratio r токены стоят
	// на месте, когда на одну неудачу приходится 1/r успехов.
	for _, r := range []float64{0.1, 0.5, 1} {
		fmt.Printf("tokenRatio=%.1f: токены убывают, когда падает больше %.1f%% вызовов\n", r, 100*r/(1+r))
	}
}
