// Классификатор ошибок: три класса (fatal / transient / ambiguous)
// и решение о ретрае в зависимости от идемпотентности операции.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"syscall"
	"text/tabwriter"
	"time"
)

type Class int

const (
	Fatal     Class = iota // повтор бессмыслен или вреден
	Transient              // запрос точно не выполнен: повторять можно всегда
	Ambiguous              // исход неизвестен: повторять только идемпотентное
)

func (c Class) String() string {
	return [...]string{"fatal", "transient", "ambiguous"}[c]
}

// Ошибки, которые в реальном коде приходят из драйверов и клиентов.
// Модулей pgx, grpc и go-redis здесь нет, поэтому их формы повторены вручную.
type HTTPStatusError struct{ Status int }

func (e *HTTPStatusError) Error() string { return fmt.Sprintf("http status %d", e.Status) }

type GRPCError struct{ Code string }

func (e *GRPCError) Error() string { return "rpc error: code = " + e.Code }

type SQLStateError struct{ SQLState string }

func (e *SQLStateError) Error() string { return "postgres: SQLSTATE " + e.SQLState }

type RedisError struct{ Msg string }

func (e *RedisError) Error() string { return e.Msg }

var (
	ErrBreakerOpen     = errors.New("breaker: open")
	ErrBulkheadFull    = errors.New("bulkhead: no free slot")
	ErrVersionConflict = errors.New("optimistic lock: version changed")
	ErrKafkaNotLeader  = errors.New("kafka: NOT_LEADER_OR_FOLLOWER")
)

// classify — единственное место, где живёт знание «что повторяемо».
// parent — контекст вызывающего (всей серии попыток), err — ошибка одной попытки.
func classify(parent context.Context, err error) Class {
	// 1. Вызывающий ушёл или его бюджет кончился: повторять не для кого.
	//    Проверяем ПЕРВЫМ: иначе спутаем его дедлайн с таймаутом попытки.
	if parent.Err() != nil {
		return Fatal
	}
	// 2. Собственные защитные механизмы отказали мгновенно: повтор получит то же.
	if errors.Is(err, ErrBreakerOpen) || errors.Is(err, ErrBulkheadFull) {
		return Fatal
	}
	// 3. Родитель жив, а попытка кончилась по дедлайну — истёк таймаут попытки.
	//    Запрос мог дойти и выполниться: исход неизвестен.
	if errors.Is(err, context.DeadlineExceeded) {
		return Ambiguous
	}
	if errors.Is(err, context.Canceled) {
		return Fatal // отменил кто-то внутри (например, errgroup): это не сбой зависимости
	}

	var op *net.OpError
	if errors.As(err, &op) && op.Op == "dial" {
		return Transient // соединения не было — сервер запроса не видел
	}
	var dns *net.DNSError
	if errors.As(err, &dns) {
		return Transient
	}
	if errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.ErrUnexpectedEOF) {
		return Ambiguous // оборвалось уже после отправки
	}

	var hs *HTTPStatusError
	if errors.As(err, &hs) {
		switch hs.Status {
		case 408, 425, 429, 503:
			return Transient // сервер сообщил, что запрос не обработан
		case 500, 502, 504:
			return Ambiguous // сервер или апстрим мог успеть выполнить
		}
		return Fatal
	}

	var ge *GRPCError
	if errors.As(err, &ge) {
		switch ge.Code {
		case "RESOURCE_EXHAUSTED", "ABORTED":
			return Transient
		case "UNAVAILABLE", "DEADLINE_EXCEEDED":
			return Ambiguous
		}
		return Fatal
	}

	var pe *SQLStateError
	if errors.As(err, &pe) {
		switch {
		case pe.SQLState == "40001", pe.SQLState == "40P01", pe.SQLState == "55P03",
			pe.SQLState == "57P01", pe.SQLState == "08001", pe.SQLState == "08004":
			return Transient // транзакция откатилась или не начиналась
		case pe.SQLState == "40003", strings.HasPrefix(pe.SQLState, "08"):
			return Ambiguous // связь потеряна посреди работы, возможно на COMMIT
		}
		return Fatal // 23505 и прочие нарушения данных
	}

	var re *RedisError
	if errors.As(err, &re) {
		switch strings.Fields(re.Msg)[0] {
		case "MOVED", "ASK", "LOADING", "READONLY", "TRYAGAIN", "CLUSTERDOWN":
			return Transient // команда не выполнялась на этом узле
		}
		return Fatal
	}

	if errors.Is(err, ErrKafkaNotLeader) || errors.Is(err, ErrVersionConflict) {
		return Transient
	}
	return Fatal // неизвестное по умолчанию не повторяем
}

func decide(c Class, idempotent bool) string {
	switch c {
	case Transient:
		return "retry"
	case Ambiguous:
		if idempotent {
			return "retry"
		}
		return "stop: outcome unknown"
	}
	return "stop"
}

func main() {
	alive := context.Background()

	// Контекст вызывающего, который уже отменён: клиент ушёл.
	gone, cancel := context.WithCancel(context.Background())
	cancel()

	// Попытка со своим таймаутом, который уже истёк, при живом родителе.
	attemptCtx, cancelAttempt := context.WithDeadline(alive, time.Now())
	defer cancelAttempt()
	<-attemptCtx.Done()
	attemptTimeout := &url.Error{Op: "Post", URL: "http://pay/charge", Err: attemptCtx.Err()}

	cases := []struct {
		name   string
		parent context.Context
		err    error
	}{
		{"dial: connection refused", alive, &net.OpError{Op: "dial", Net: "tcp",
			Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}},
		{"dns: no such host", alive, &net.DNSError{Err: "no such host", Name: "pay.internal", IsNotFound: true}},
		{"read: connection reset", alive, &net.OpError{Op: "read", Net: "tcp",
			Err: os.NewSyscallError("read", syscall.ECONNRESET)}},
		{"attempt timeout, caller alive", alive, attemptTimeout},
		{"same error, caller gone", gone, attemptTimeout},
		{"http 400", alive, &HTTPStatusError{400}},
		{"http 429", alive, &HTTPStatusError{429}},
		{"http 503", alive, &HTTPStatusError{503}},
		{"http 504", alive, &HTTPStatusError{504}},
		{"grpc UNAVAILABLE", alive, &GRPCError{"UNAVAILABLE"}},
		{"grpc INVALID_ARGUMENT", alive, &GRPCError{"INVALID_ARGUMENT"}},
		{"pg 40001 serialization", alive, &SQLStateError{"40001"}},
		{"pg 23505 unique_violation", alive, &SQLStateError{"23505"}},
		{"pg 08006 connection failure", alive, &SQLStateError{"08006"}},
		{"redis MOVED 3999 10.0.0.7:6379", alive, &RedisError{"MOVED 3999 10.0.0.7:6379"}},
		{"kafka not leader", alive, fmt.Errorf("produce: %w", ErrKafkaNotLeader)},
		{"optimistic conflict", alive, fmt.Errorf("update order 7: %w", ErrVersionConflict)},
		{"breaker open", alive, fmt.Errorf("billing: %w", ErrBreakerOpen)},
	}

	tw := tabwriter.NewWriter(os.Stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "error\tclass\tidempotent\tnon-idempotent")
	for _, c := range cases {
		cl := classify(c.parent, c.err)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", c.name, cl, decide(cl, true), decide(cl, false))
	}
	tw.Flush()

	fmt.Println()
	fmt.Println("attempt timeout is DeadlineExceeded:", errors.Is(attemptTimeout, context.DeadlineExceeded))
}
