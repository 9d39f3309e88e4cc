package main

import (
	"context"
	"errors"
	"fmt"
)

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(errors.New("client went away"))

	causes := make(chan error, 1)
	stop := context.AfterFunc(ctx, func() { causes <- context.Cause(ctx) })
	fmt.Println(stop())
	fmt.Println(<-causes)
}
