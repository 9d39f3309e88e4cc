// singleflight схлопывает одновременные вызовы с одним ключом в один.
// DoChan из одной горутины делает порядок детерминированным: первый вызов
// запускает функцию, следующие присоединяются, пока она не вернулась.
package main

import (
	"fmt"

	"golang.org/x/sync/singleflight"
)

func main() {
	var g singleflight.Group
	calls := 0
	release := make(chan struct{})
	load := func() (any, error) {
		calls++
		<-release // «идёт запрос в базу»
		return fmt.Sprintf("профиль v%d", calls), nil
	}

	var waiting []<-chan singleflight.Result
	for range 5 { // пять запросов за одним и тем же ключом
		waiting = append(waiting, g.DoChan("user:42", load))
	}
	close(release)
	for _, ch := range waiting {
		r := <-ch
		fmt.Println(r.Val, r.Err, "shared:", r.Shared)
	}
	fmt.Println("вызовов load:", calls)

	// singleflight — не кэш: после возврата ключ забыт, следующий вызов идёт в базу.
	v, _, shared := g.Do("user:42", load)
	fmt.Println(v, "shared:", shared, "вызовов load:", calls)

	// Forget: новые вызовы больше не ждут зависший вызов, а запускают свой.
	stuck := make(chan struct{})
	first := g.DoChan("user:7", func() (any, error) { <-stuck; return "старый", nil })
	g.Forget("user:7")
	second := g.DoChan("user:7", func() (any, error) { return "новый", nil })
	fmt.Println((<-second).Val)
	close(stuck)
	fmt.Println((<-first).Val)
}
