// Жизненный цикл ошибки в трёхслойном сервисе: репозиторий переводит
// ошибки драйвера в доменные, сервис добавляет контекст, транспорт
// один раз пишет лог и выбирает HTTP-статус. Клиент видит только код.
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"time"
)

// ── domain: словарь ошибок, от которого зависят все слои ──

var (
	ErrNotFound     = errors.New("not found")
	ErrInvalidInput = errors.New("invalid input")
)

type Account struct {
	ID    int64  `json:"id"`
	Owner string `json:"owner"`
}

// ── «драйвер»: то, что отдала бы настоящая база ──

// PgError похож на ошибку драйвера PostgreSQL: код SQLSTATE и текст.
type PgError struct {
	Code, Msg string
}

func (e *PgError) Error() string { return "pg " + e.Code + ": " + e.Msg }

type fakeDB struct{}

func (fakeDB) queryAccount(ctx context.Context, id int64) (Account, error) {
	switch id {
	case 7:
		return Account{ID: 7, Owner: "ann"}, nil
	case 404:
		return Account{}, sql.ErrNoRows
	case 500:
		return Account{}, &PgError{Code: "08006", Msg: "connection failure"}
	default: // «медленный запрос»: ждём, пока не истечёт контекст
		<-ctx.Done()
		return Account{}, ctx.Err()
	}
}

// ── repository: наружу не течёт ни sql, ни драйвер ──

type AccountRepo struct{ db fakeDB }

func (r AccountRepo) Get(ctx context.Context, id int64) (Account, error) {
	acc, err := r.db.queryAccount(ctx, id)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Account{}, fmt.Errorf("account %d: %w", id, ErrNotFound)
	case err != nil:
		// Техническую ошибку не переводим, но и не теряем: %w сохраняет
		// и *PgError для логов, и context.DeadlineExceeded для статуса.
		return Account{}, fmt.Errorf("accountRepo.Get(%d): %w", id, err)
	}
	return acc, nil
}

// ── service: проверяет вход, добавляет операцию, ничего не логирует ──

type Billing struct{ accounts AccountRepo }

func (s Billing) Statement(ctx context.Context, id int64) (Account, error) {
	if id <= 0 {
		return Account{}, fmt.Errorf("billing.Statement: id %d: %w", id, ErrInvalidInput)
	}
	acc, err := s.accounts.Get(ctx, id)
	if err != nil {
		return Account{}, fmt.Errorf("billing.Statement: %w", err)
	}
	return acc, nil
}

// ── transport: единственное место, где пишут лог и выбирают статус ──

type Handler struct {
	svc Billing
	log *slog.Logger
}

func (h Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(strings.TrimPrefix(r.URL.Path, "/accounts/"), 10, 64)
	if err != nil {
		h.fail(w, r, fmt.Errorf("parse id: %w", errMalformed))
		return
	}
	acc, err := h.svc.Statement(r.Context(), id)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, acc)
}

const StatusClientClosedRequest = 499 // код nginx, в net/http константы нет

// errMalformed — ошибка самого транспорта (кривой URL), в домен не попадает.
var errMalformed = errors.New("malformed request")

func status(r *http.Request, err error) (int, string) {
	switch {
	case errors.Is(err, context.Canceled) && r.Context().Err() != nil:
		return StatusClientClosedRequest, "client_closed_request"
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, os.ErrDeadlineExceeded):
		return http.StatusGatewayTimeout, "timeout" // дедлайн контекста или соединения
	case errors.Is(err, errMalformed):
		return http.StatusBadRequest, "bad_request"
	case errors.Is(err, ErrNotFound):
		return http.StatusNotFound, "not_found"
	case errors.Is(err, ErrInvalidInput):
		return http.StatusUnprocessableEntity, "invalid_input"
	default:
		return http.StatusInternalServerError, "internal"
	}
}

func (h Handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	code, slug := status(r, err)
	reqID := r.Header.Get("X-Request-ID")
	attrs := []any{"req", reqID, "status", code, "err", err}
	if pg, ok := errors.AsType[*PgError](err); ok {
		attrs = append(attrs, "sqlstate", pg.Code)
	}
	switch {
	case code >= 500:
		h.log.Error("request failed", attrs...)
	default: // 4xx и 499 — не повод будить дежурного
		h.log.Info("request rejected", attrs...)
	}
	writeJSON(w, code, map[string]string{"code": slug, "request_id": reqID})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(code)
	_ = json.NewEncoder(w).Encode(v) // клиент мог уйти; сделать тут уже нечего
}

// withTimeout — серверный бюджет на запрос.
func withTimeout(d time.Duration, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), d)
		defer cancel()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func main() {
	logger := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{} // время убираем, чтобы вывод был стабильным
			}
			return a
		},
	}))
	h := Handler{svc: Billing{accounts: AccountRepo{}}, log: logger}
	srv := httptest.NewServer(withTimeout(50*time.Millisecond, h))
	defer srv.Close()

	for i, path := range []string{"/accounts/7", "/accounts/404", "/accounts/0", "/accounts/x", "/accounts/500", "/accounts/13"} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+path, nil)
		req.Header.Set("X-Request-ID", fmt.Sprintf("r%d", i+1))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			fmt.Println("client error:", err)
			continue
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		fmt.Printf("client  GET %-13s → %d %s\n", path, resp.StatusCode, strings.TrimSpace(string(body)))
	}

	// 499: клиент ушёл раньше, чем мы ответили. Отвечать уже некому,
	// статус нужен логу и метрикам. Воспроизводим без сети: контекст
	// запроса отменён заранее, ответ пишем в httptest.ResponseRecorder.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	req := httptest.NewRequest(http.MethodGet, "/accounts/13", nil).WithContext(ctx)
	req.Header.Set("X-Request-ID", "r7")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	fmt.Printf("recorder GET /accounts/13 (клиент ушёл) → %d\n", rec.Code)
}

//goprep:browser no поднимает HTTP-сервер на сетевом сокете (httptest.NewServer): в браузере сокетов нет
