// Композитный ответ: карточка товара из критичного каталога
// и двух необязательных блоков. Отказ необязательного — деградация,
// отказ каталога — ошибка всей страницы.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"golang.org/x/sync/errgroup"
)

type Page struct {
	Product  string   `json:"product"`
	Recs     []string `json:"recs"`
	Reviews  []string `json:"reviews,omitempty"`
	Partial  bool     `json:"partial"`
	Degraded []string `json:"-"` // уйдёт в заголовок X-Degraded
}

type Shop struct {
	catalog func(ctx context.Context, id int) (string, error)
	ml      func(ctx context.Context, id int) ([]string, error)
	reviews func(ctx context.Context, id int) ([]string, error)

	staleRecs map[int][]string // последний удачный ответ ML

	mu    sync.Mutex
	notes []string // в жизни — метрика degraded_total{block,reason} и лог
}

func (s *Shop) degrade(block string, err error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.notes = append(s.notes, block+": "+err.Error())
}

// recommendations никогда не возвращает ошибку: только результат и флаг деградации.
func (s *Shop) recommendations(ctx context.Context, id int) ([]string, bool) {
	ctx, cancel := context.WithTimeout(ctx, 40*time.Millisecond)
	defer cancel()
	recs, err := s.ml(ctx, id)
	if err == nil {
		return recs, false
	}
	s.degrade("recs", err)
	if stale, ok := s.staleRecs[id]; ok {
		return stale, true // протухший кэш
	}
	return []string{"top-1", "top-2"}, true // дефолт: топ популярного
}

func (s *Shop) ProductPage(ctx context.Context, id int) (Page, error) {
	g, gctx := errgroup.WithContext(ctx)

	// У каждой горутины свои переменные: общий флаг из трёх горутин — гонка.
	var (
		product             string
		recs, reviews       []string
		recsDeg, reviewsDeg bool
	)
	g.Go(func() error { // критичный источник: его ошибка — ошибка страницы
		p, err := s.catalog(gctx, id)
		if err != nil {
			return fmt.Errorf("catalog: %w", err)
		}
		product = p
		return nil
	})
	g.Go(func() error { // необязательные источники всегда возвращают nil
		recs, recsDeg = s.recommendations(gctx, id)
		return nil
	})
	g.Go(func() error {
		rctx, cancel := context.WithTimeout(gctx, 30*time.Millisecond)
		defer cancel()
		rv, err := s.reviews(rctx, id)
		if err != nil {
			s.degrade("reviews", err)
			reviewsDeg = true // страница обойдётся без отзывов
			return nil
		}
		reviews = rv
		return nil
	})
	if err := g.Wait(); err != nil {
		return Page{}, err
	}
	page := Page{Product: product, Recs: recs, Reviews: reviews}
	if recsDeg {
		page.Degraded = append(page.Degraded, "recommendations")
	}
	if reviewsDeg {
		page.Degraded = append(page.Degraded, "reviews")
	}
	page.Partial = len(page.Degraded) > 0
	return page, nil
}

// Поведения зависимостей.
func answer[T any](v T) func(context.Context, int) (T, error) {
	return func(context.Context, int) (T, error) { return v, nil }
}
func fail[T any](err error) func(context.Context, int) (T, error) {
	return func(context.Context, int) (T, error) { var zero T; return zero, err }
}
func hang[T any]() func(context.Context, int) (T, error) {
	return func(ctx context.Context, _ int) (T, error) { <-ctx.Done(); var zero T; return zero, ctx.Err() }
}

func show(s *Shop) {
	page, err := s.ProductPage(context.Background(), 42)
	if err != nil {
		fmt.Println("  page error:", err)
	} else {
		if page.Partial {
			fmt.Println("  X-Degraded:", strings.Join(page.Degraded, ","))
		}
		body, _ := json.Marshal(page)
		fmt.Printf("  body: %s\n", body)
	}
	slices.Sort(s.notes) // горутины пишут в произвольном порядке
	for _, n := range s.notes {
		fmt.Println("  degraded ->", n)
	}
}

func main() {
	fmt.Println("ML fails, reviews hang:")
	show(&Shop{
		catalog:   answer("lamp #42"),
		ml:        fail[[]string](errors.New("ml: 503")),
		reviews:   hang[[]string](),
		staleRecs: map[int][]string{42: {"bulb", "shade"}},
	})

	fmt.Println("catalog fails, optional blocks are cancelled through gctx:")
	show(&Shop{
		catalog: fail[string](errors.New("db: connection refused")),
		ml:      hang[[]string](),
		reviews: hang[[]string](),
	})

	g, gctx := errgroup.WithContext(context.Background())
	g.Go(func() error { return nil })
	_ = g.Wait()
	fmt.Println("gctx after a successful Wait:", gctx.Err())
}
