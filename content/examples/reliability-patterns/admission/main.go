// Admission control на входе и bulkhead на каждую зависимость:
// оба отказывают сразу, а не ставят запрос в очередь.
package main

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

var (
	ErrClientGone   = errors.New("shed: client is gone")
	ErrNoBudget     = errors.New("shed: deadline is closer than the expected latency")
	ErrOverloaded   = errors.New("shed: over the in-flight limit for this priority")
	ErrBulkheadFull = errors.New("bulkhead: no free slot")
)

type Priority int

const (
	Critical Priority = iota // оплата, логин
	Normal                   // обычные страницы
	Batch                    // выгрузки, прогрев кэшей
)

func (p Priority) String() string { return [...]string{"critical", "normal", "batch"}[p] }

type Admission struct {
	inflight atomic.Int64
	capacity int64
	share    [3]float64    // какая доля ёмкости доступна каждому приоритету
	expected time.Duration // p50 обработки: меньше — не успеем
}

// Admit делает три дешёвые проверки до любой работы.
func (a *Admission) Admit(ctx context.Context, p Priority) (release func(), err error) {
	if ctx.Err() != nil {
		return nil, ErrClientGone
	}
	if dl, ok := ctx.Deadline(); ok && time.Until(dl) < a.expected {
		return nil, ErrNoBudget
	}
	limit := int64(float64(a.capacity) * a.share[p])
	if a.inflight.Add(1) > limit {
		a.inflight.Add(-1)
		return nil, ErrOverloaded
	}
	return func() { a.inflight.Add(-1) }, nil
}

// Bulkhead — семафор на одну зависимость. Слота нет — отказ без ожидания.
type Bulkhead struct{ slots chan struct{} }

func NewBulkhead(n int) *Bulkhead { return &Bulkhead{slots: make(chan struct{}, n)} }

func (b *Bulkhead) Do(ctx context.Context, fn func(context.Context) error) error {
	if err := ctx.Err(); err != nil {
		return err // отдельной проверкой: select выбрал бы случайно между готовыми ветками
	}
	select {
	case b.slots <- struct{}{}:
	default:
		return ErrBulkheadFull
	}
	defer func() { <-b.slots }()
	return fn(ctx)
}

func main() {
	adm := &Admission{capacity: 10, share: [3]float64{1.0, 0.8, 0.5}, expected: 50 * time.Millisecond}
	for range 7 {
		adm.Admit(context.Background(), Critical) // семь запросов уже в работе
	}
	try := func(label string, ctx context.Context, p Priority) {
		_, err := adm.Admit(ctx, p)
		res := "admitted"
		if err != nil {
			res = err.Error()
		}
		fmt.Printf("  %-26s %-8v -> %s (in flight %d)\n", label, p, res, adm.inflight.Load())
	}
	fmt.Println("admission, capacity 10, 7 in flight:")
	bg := context.Background()
	try("export job", bg, Batch)
	try("product page", bg, Normal)
	try("another product page", bg, Normal)
	try("checkout", bg, Critical)
	short, cancel := context.WithTimeout(bg, 20*time.Millisecond)
	defer cancel()
	try("checkout, 20ms left", short, Critical)
	gone, cancelGone := context.WithCancel(bg)
	cancelGone()
	try("checkout, client left", gone, Critical)

	fmt.Println("bulkheads: payments 2 slots, search 3 slots")
	payments, search := NewBulkhead(2), NewBulkhead(3)
	release := make(chan struct{})
	var started, done sync.WaitGroup
	for range 2 { // платёжный API завис: оба слота заняты
		started.Add(1)
		done.Add(1)
		go func() {
			defer done.Done()
			_ = payments.Do(bg, func(context.Context) error {
				started.Done()
				<-release
				return nil
			})
		}()
	}
	started.Wait()
	ok := func(context.Context) error { return nil }
	fmt.Println("  payments, 3rd call:", payments.Do(bg, ok))
	fmt.Println("  search while payments hang:", search.Do(bg, ok))
	close(release)
	done.Wait()
	fmt.Println("  payments after release:", payments.Do(bg, ok))
}
