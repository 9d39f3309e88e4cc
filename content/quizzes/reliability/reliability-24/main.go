package main

import "fmt"

type Replay struct {
	saved map[string]int // ключ -> сохранённый статус ответа
	execs int
}

func (r *Replay) Do(key string, op func() int) int {
	if status, ok := r.saved[key]; ok {
		return status
	}
	r.execs++
	status := op()
	if status >= 500 {
		return status // сбой сервера: ключ не занимаем, повтор выполнит операцию заново
	}
	r.saved[key] = status // и успех, и ошибку клиента запоминаем
	return status
}

func main() {
	r := &Replay{saved: map[string]int{}}

	ledgerUp := false
	transfer := func() int {
		if !ledgerUp {
			ledgerUp = true
			return 503
		}
		return 201
	}
	badAmount := func() int { return 400 }

	fmt.Println(r.Do("tr-1", transfer), r.Do("tr-1", transfer), r.Do("tr-1", transfer))
	fmt.Println(r.Do("tr-2", badAmount), r.Do("tr-2", badAmount))
	fmt.Println("executions:", r.execs)
}
