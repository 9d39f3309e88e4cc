package main

import (
	"errors"
	"fmt"
)

var (
	ErrDiskFull    = errors.New("disk full")
	ErrNetworkDown = errors.New("network down")
)

func main() {
	formatted := fmt.Errorf("backup failed: %w; %w", ErrDiskFull, ErrNetworkDown)
	joined := errors.Join(ErrDiskFull, ErrNetworkDown)

	fmt.Println(errors.Unwrap(formatted))
	fmt.Println(errors.Unwrap(joined))
	fmt.Println(errors.Is(formatted, ErrNetworkDown), errors.Is(joined, ErrNetworkDown))
}
