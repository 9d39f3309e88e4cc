// Два разных «дедлайна»: os.ErrDeadlineExceeded от дедлайна соединения
// (SetReadDeadline) и context.DeadlineExceeded от дедлайна контекста.
// errors.Is не считает их одной ошибкой, и маппинг на 504 должен знать обе.
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"time"
)

type timeout interface {
	error
	Timeout() bool
}

// naiveStatus знает только дедлайн контекста.
func naiveStatus(err error) int {
	if errors.Is(err, context.DeadlineExceeded) {
		return http.StatusGatewayTimeout
	}
	return http.StatusInternalServerError
}

// status знает оба: дедлайн контекста и дедлайн ввода-вывода.
func status(err error) int {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded) {
		return http.StatusGatewayTimeout
	}
	return http.StatusInternalServerError
}

func main() {
	// Соединение в памяти: никто не пишет, чтение упирается в дедлайн.
	client, server := net.Pipe()
	defer server.Close()
	_ = client.SetReadDeadline(time.Now().Add(10 * time.Millisecond))
	_, connErr := client.Read(make([]byte, 1))
	connErr = fmt.Errorf("read reply: %w", connErr)

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	<-ctx.Done()
	ctxErr := fmt.Errorf("query: %w", ctx.Err())

	for _, err := range []error{connErr, ctxErr} {
		t, isTimeout := errors.AsType[timeout](err)
		fmt.Println(err)
		fmt.Println("  Is context.DeadlineExceeded:", errors.Is(err, context.DeadlineExceeded))
		fmt.Println("  Is os.ErrDeadlineExceeded:  ", errors.Is(err, os.ErrDeadlineExceeded))
		fmt.Println("  Timeout():                  ", isTimeout && t.Timeout())
		fmt.Println("  наивный маппинг:", naiveStatus(err), " правильный:", status(err))
	}
}
