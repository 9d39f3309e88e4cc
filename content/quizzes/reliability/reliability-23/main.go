package main

import "fmt"

type entry struct {
	bodyHash string
	done     bool
	status   int
}

type IdemStore struct{ byKey map[string]*entry }

func (s *IdemStore) Handle(key, bodyHash string, exec func() int) int {
	if e, ok := s.byKey[key]; ok {
		switch {
		case e.bodyHash != bodyHash:
			return 422 // тот же ключ, другое тело: ошибка клиента
		case !e.done:
			return 409 // первый запрос ещё выполняется
		default:
			return e.status // повтор: отдаём сохранённый ответ
		}
	}
	e := &entry{bodyHash: bodyHash}
	s.byKey[key] = e
	e.status, e.done = exec(), true
	return e.status
}

func main() {
	store := &IdemStore{byKey: map[string]*entry{}}
	charges := 0
	charge := func() int { charges++; return 201 }

	fmt.Println(store.Handle("k-1", "sum=500", charge))
	fmt.Println(store.Handle("k-1", "sum=500", charge))
	fmt.Println(store.Handle("k-1", "sum=900", charge))

	store.byKey["k-2"] = &entry{bodyHash: "sum=100"} // запрос с k-2 сейчас в работе
	fmt.Println(store.Handle("k-2", "sum=100", charge))
	fmt.Println("charges:", charges)
}
