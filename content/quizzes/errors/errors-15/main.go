package main

import (
	"errors"
	"fmt"
)

var ErrLocked = errors.New("account locked")

func login(user string) error {
	if user == "mallory" {
		return fmt.Errorf("login %q: %w", user, ErrLocked)
	}
	return nil
}

func main() {
	okErr := login("alice")
	lockedErr := login("mallory")

	fmt.Println(errors.Is(okErr, nil))
	fmt.Println(errors.Is(lockedErr, nil))
	fmt.Println(errors.Is(okErr, ErrLocked))
	fmt.Println(errors.Is(nil, nil))
}
