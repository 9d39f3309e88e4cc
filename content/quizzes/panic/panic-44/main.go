package main

import (
	"fmt"
	"sync"
)

type Sessions struct {
	mu   sync.Mutex
	byID map[string]string
}

func (s *Sessions) Put(id, user string) {
	s.mu.Lock()
	s.byID[id] = user
	s.mu.Unlock()
}

func safePut(s *Sessions, id, user string) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("recovered:", r)
		}
	}()
	s.Put(id, user)
}

func main() {
	s := &Sessions{} // byID не создан
	safePut(s, "s-1", "alice")

	if s.mu.TryLock() {
		fmt.Println("mutex is free")
		s.mu.Unlock()
	} else {
		fmt.Println("mutex is still held")
	}
}
