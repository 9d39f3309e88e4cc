package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var (
	errRequestBudget = errors.New("request budget exhausted")
	errPaymentSlow   = errors.New("payment call too slow")
)

func main() {
	// Бюджет запроса уже исчерпан.
	reqCtx, cancel := context.WithTimeoutCause(context.Background(), -time.Millisecond, errRequestBudget)
	defer cancel()

	// Вызов платёжки пытается назначить свой таймаут и свою причину.
	callCtx, cancelCall := context.WithTimeoutCause(reqCtx, time.Minute, errPaymentSlow)
	defer cancelCall()

	fmt.Println(callCtx.Err())
	fmt.Println(context.Cause(callCtx))
}
