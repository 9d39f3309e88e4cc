// Классификатор ошибок: три класса (fatal / transient / ambiguous) плюс
// конфликт, который повторяют уровнем выше, и решение о ретрае
// в зависимости от идемпотентности операции.
package main

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptrace"
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
	Restart                // конфликт: повторять не вызов, а весь цикл выше
)

func (c Class) String() string {
	return [...]string{"fatal", "transient", "ambiguous", "restart"}[c]
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
	ErrNotSent         = errors.New("request not sent")
)

// classify решает за весь сервис, какие ошибки повторять: правила в одной функции не расходятся между вызовами.
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
	// 3. Запрос точно не ушёл: соединения не было (dial, DNS) или попытка
	//    сама отметила, что не получила соединения (ErrNotSent, см. attempt).
	//    Dial-таймаут тоже удовлетворяет errors.Is(err, DeadlineExceeded),
	//    поэтому эта проверка стоит раньше проверки таймаутов.
	var op *net.OpError
	var dns *net.DNSError
	if errors.Is(err, ErrNotSent) || (errors.As(err, &op) && op.Op == "dial") || errors.As(err, &dns) {
		return Transient
	}
	// 4. Родитель жив, а попытка кончилась по таймауту — по дедлайну своего
	//    контекста или по таймауту транспорта (у таймаута TLS handshake нет Is,
	//    только Timeout()). Запрос мог дойти и выполниться: исход неизвестен.
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		return Ambiguous
	}
	if errors.Is(err, context.Canceled) {
		return Fatal // отменил кто-то внутри (например, errgroup): это не сбой зависимости
	}
	// 5. Оборвалось уже после отправки: сброс, EOF вместо ответа.
	if errors.Is(err, syscall.ECONNRESET) || errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return Ambiguous
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
		case "RESOURCE_EXHAUSTED":
			return Transient
		case "UNAVAILABLE", "DEADLINE_EXCEEDED":
			return Ambiguous // UNAVAILABLE бывает и после обрыва посреди вызова
		case "ABORTED":
			return Restart // повторять не вызов, а весь read-modify-write
		}
		return Fatal
	}

	var pe *SQLStateError
	if errors.As(err, &pe) {
		switch {
		case pe.SQLState == "40001", pe.SQLState == "40P01", pe.SQLState == "55P03",
			pe.SQLState == "57P01", pe.SQLState == "08001", pe.SQLState == "08004":
			return Transient // транзакция откатилась или не начиналась: повторить её целиком
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

	if errors.Is(err, ErrKafkaNotLeader) {
		return Transient
	}
	if errors.Is(err, ErrVersionConflict) {
		return Restart
	}
	return Fatal // незнакомую ошибку не повторяем: вслепую это опаснее, чем отказ
}

// attempt делает HTTP-запрос и через httptrace узнаёт, получил ли он
// соединение. Нет соединения — байты запроса никуда не ушли, и такую
// ошибку можно повторять даже для неидемпотентной операции.
func attempt(c *http.Client, req *http.Request) error {
	gotConn := false
	trace := &httptrace.ClientTrace{GotConn: func(httptrace.GotConnInfo) { gotConn = true }}
	resp, err := c.Do(req.WithContext(httptrace.WithClientTrace(req.Context(), trace)))
	if err != nil {
		if !gotConn {
			return fmt.Errorf("%w: %w", ErrNotSent, err)
		}
		return err
	}
	resp.Body.Close()
	return nil
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
	case Restart:
		return "re-read, recompute"
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

	// Настоящий таймаут TLS handshake: порт принимает TCP и молчит.
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
		TLSHandshakeTimeout: 30 * time.Millisecond,
		TLSClientConfig:     &tls.Config{InsecureSkipVerify: true},
	}}
	req, _ := http.NewRequest(http.MethodPost, "https://"+silent.Addr().String()+"/charge", nil)
	_, tlsTimeout := tlsClient.Do(req) // голая ошибка транспорта
	tlsTraced := attempt(tlsClient, req) // та же ошибка, помеченная attempt
	// Настоящий таймаут dial: net.Dialer с таймаутом, истёкшим до connect.
	_, dialTimeout := (&net.Dialer{Timeout: time.Nanosecond}).Dial("tcp", silent.Addr().String())

	cases := []struct {
		name   string
		parent context.Context
		err    error
	}{
		{"dial: connection refused", alive, &net.OpError{Op: "dial", Net: "tcp",
			Err: os.NewSyscallError("connect", syscall.ECONNREFUSED)}},
		{"dns: no such host", alive, &net.DNSError{Err: "no such host", Name: "pay.internal", IsNotFound: true}},
		{"dial: i/o timeout", alive, dialTimeout},
		{"tls handshake timeout", alive, tlsTimeout},
		{"same, no conn (httptrace)", alive, tlsTraced},
		{"read: connection reset", alive, &net.OpError{Op: "read", Net: "tcp",
			Err: os.NewSyscallError("read", syscall.ECONNRESET)}},
		{"EOF instead of a response", alive, &url.Error{Op: "Post", URL: "http://pay/charge", Err: io.EOF}},
		{"attempt timeout, caller alive", alive, attemptTimeout},
		{"same error, caller gone", gone, attemptTimeout},
		{"http 400", alive, &HTTPStatusError{400}},
		{"http 429", alive, &HTTPStatusError{429}},
		{"http 503", alive, &HTTPStatusError{503}},
		{"http 504", alive, &HTTPStatusError{504}},
		{"grpc UNAVAILABLE", alive, &GRPCError{"UNAVAILABLE"}},
		{"grpc ABORTED", alive, &GRPCError{"ABORTED"}},
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
	fmt.Println("tls handshake timeout is DeadlineExceeded:", errors.Is(tlsTimeout, context.DeadlineExceeded))
}

//goprep:browser no использует сеть (net/http, httptest): в браузере нет сокетов, и запросы не доходят до сервера
