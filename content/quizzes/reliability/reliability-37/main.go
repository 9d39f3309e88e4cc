package main

import (
	"context"
	"fmt"
)

type ctxKey string

func main() {
	reqCtx, cancel := context.WithCancel(context.WithValue(context.Background(), ctxKey("order"), "ord-7781"))

	// Запись в аудит должна пережить уход клиента.
	auditCtx := context.WithoutCancel(reqCtx)

	cancel() // клиент закрыл соединение

	_, hasDeadline := auditCtx.Deadline()
	fmt.Println("request:", reqCtx.Err())
	fmt.Println("audit:", auditCtx.Err())
	fmt.Println("audit order:", auditCtx.Value(ctxKey("order")))
	fmt.Println("audit deadline:", hasDeadline)
	fmt.Println("audit done chan is nil:", auditCtx.Done() == nil)
}
