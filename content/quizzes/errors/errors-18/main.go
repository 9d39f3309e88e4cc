package main

import (
	"errors"
	"fmt"
)

type ShardError struct{ ID int }

func (e *ShardError) Error() string { return fmt.Sprintf("shard %d down", e.ID) }

func main() {
	replicaErr := fmt.Errorf("replica: %w",
		errors.Join(&ShardError{ID: 3}, &ShardError{ID: 1}))
	err := errors.Join(replicaErr, &ShardError{ID: 2})

	fmt.Println(err)

	var se *ShardError
	if errors.As(err, &se) {
		fmt.Println("first:", se.ID)
	}
}
