// Адаптивный лимит параллелизма: AIMD (по отказам) и Vegas (по задержке) перед
// зависимостью, у которой задержка растёт после 40 одновременных запросов,
// а после 60 она отвечает отказом. Время модельное: шаг — одно окно измерений.
package main

import (
	"fmt"
	"sync"
	"time"
)

// Limiter пропускает не больше limit запросов одновременно. Ответы копятся
// в окне; в конце окна алгоритм один раз двигает limit (как WindowedLimit).
type Limiter struct {
	mu              sync.Mutex
	limit, inflight int
	maxInflight     int
	sumRTT          time.Duration
	samples         int
	dropped         bool
	update          func(limit, inflight int, rtt time.Duration, dropped bool) int
}

// TryAcquire не ждёт: нет места — сразу отказ (лучше 503 сейчас, чем таймаут потом).
func (l *Limiter) TryAcquire() bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.inflight >= l.limit {
		return false
	}
	l.inflight++
	l.maxInflight = max(l.maxInflight, l.inflight)
	return true
}

func (l *Limiter) Release(rtt time.Duration, dropped bool) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.inflight--
	l.sumRTT += rtt
	l.samples++
	l.dropped = l.dropped || dropped
}

func (l *Limiter) EndWindow() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.samples > 0 {
		avg := l.sumRTT / time.Duration(l.samples)
		l.limit = min(200, max(1, l.update(l.limit, l.maxInflight, avg, l.dropped)))
	}
	l.maxInflight, l.sumRTT, l.samples, l.dropped = l.inflight, 0, 0, false
}

// aimd — правило AIMDLimit из Netflix concurrency-limits: +1 без отказов, ×0.9 при отказе.
func aimd(limit, inflight int, _ time.Duration, dropped bool) int {
	switch {
	case dropped:
		return int(float64(limit) * 0.9)
	case inflight*2 >= limit: // растём, только если лимит и правда используется
		return limit + 1
	}
	return limit
}

// vegas оценивает очередь у зависимости как limit·(1 − minRTT/rtt) и держит её между 3 и 6.
func vegas(minRTT time.Duration) func(int, int, time.Duration, bool) int {
	return func(limit, _ int, rtt time.Duration, dropped bool) int {
		queue := float64(limit) * (1 - float64(minRTT)/float64(rtt))
		switch {
		case dropped || queue > 6:
			return limit - 1
		case queue < 3:
			return limit + 1
		}
		return limit
	}
}

// backend: до 40 параллельных запросов 20 мс, дальше запросы ждут; сверх 60 — отказ.
func backend(n int) (time.Duration, int) {
	return 20 * time.Millisecond * time.Duration(max(n, 40)) / 40, max(0, n-60)
}

func main() {
	for _, c := range []struct {
		name   string
		update func(int, int, time.Duration, bool) int
	}{{"AIMD ", aimd}, {"Vegas", vegas(20 * time.Millisecond)}} {
		l := &Limiter{limit: 20, update: c.update}
		fmt.Print(c.name, " лимит каждые 5 окон:")
		var rtt time.Duration
		for window := 1; window <= 80; window++ {
			n := 0
			for range 100 { // спрос больше любой ёмкости
				if l.TryAcquire() {
					n++
				}
			}
			var rejected int
			rtt, rejected = backend(n)
			for i := range n {
				l.Release(rtt, i < rejected)
			}
			l.EndWindow()
			if window%5 == 0 {
				fmt.Printf(" %d", l.limit)
			}
		}
		fmt.Printf("; задержка %v\n", rtt)
	}
}
