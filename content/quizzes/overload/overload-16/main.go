package main

import (
	"errors"
	"fmt"
)

type permanentError struct{ msg string }

func (e *permanentError) Error() string { return e.msg }

// attempts сообщает, сколько попыток консьюмер сделает, прежде чем отправить сообщение в DLQ.
func attempts(handle func() error) int {
	const maxAttempts = 3
	for try := 1; ; try++ {
		err := handle()
		var perm *permanentError
		if err == nil || errors.As(err, &perm) || try == maxAttempts {
			return try
		}
	}
}

func main() {
	badJSON := func() error {
		return fmt.Errorf("decode order: %w", &permanentError{"unexpected end of JSON input"})
	}
	timeout := func() error { return errors.New("inventory: timeout") }
	fmt.Println("битый JSON:", attempts(badJSON))
	fmt.Println("таймаут:", attempts(timeout))
}
