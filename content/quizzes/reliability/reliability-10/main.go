package main

import (
	"context"
	"errors"
	"fmt"
)

var errInventoryDown = errors.New("inventory service is down")

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errInventoryDown)
	cancel(errors.New("second reason")) // повторная отмена

	fmt.Println(ctx.Err())
	fmt.Println(context.Cause(ctx))
	fmt.Println(errors.Is(ctx.Err(), errInventoryDown))
	fmt.Println(errors.Is(context.Cause(ctx), errInventoryDown))
}
