package main

import (
	"errors"
	"fmt"
)

var ErrTokenExpired = errors.New("token expired")

func main() {
	storeErr := fmt.Errorf("load session: %w", ErrTokenExpired)
	authErr := fmt.Errorf("auth: %v", storeErr)
	apiErr := fmt.Errorf("GET /profile: %w", authErr)

	fmt.Println(apiErr)
	fmt.Println(errors.Is(apiErr, authErr))
	fmt.Println(errors.Is(apiErr, storeErr))
	fmt.Println(errors.Is(apiErr, ErrTokenExpired))
}
