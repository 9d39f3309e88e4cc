package main

import (
	"context"
	"errors"
	"fmt"
)

var errGatewayBusy = errors.New("gateway busy")

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	// Каждая попытка падает; на второй «клиент уходит» и отменяет запрос.
	chargeCard := func(attempt int) error {
		if attempt == 2 {
			cancel()
		}
		return errGatewayBusy
	}

	var lastErr error
	for attempt := 1; attempt <= 5; attempt++ {
		if err := ctx.Err(); err != nil {
			fmt.Println("stop before attempt", attempt, "-", err)
			break
		}
		lastErr = chargeCard(attempt)
		fmt.Println("attempt", attempt, "failed:", lastErr)
	}
	fmt.Println("last error:", lastErr)
}
