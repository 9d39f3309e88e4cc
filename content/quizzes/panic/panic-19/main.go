package main

import (
	"errors"
	"fmt"
	"log"
)

func migrate() error {
	return errors.New("schema version 12 is dirty")
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("billing: ")
	defer fmt.Println("closing db pool")

	fmt.Println("starting")
	if err := migrate(); err != nil {
		log.Fatalf("migrate: %v", err)
	}
	fmt.Println("ready")
}
