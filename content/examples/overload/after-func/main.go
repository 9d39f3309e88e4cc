// context.AfterFunc: вызвать функцию при отмене контекста без горутины-ждуна.
// Типичный случай — прервать операцию, которая сама контекст не слушает.
package main

import (
	"context"
	"fmt"
)

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	closed := make(chan struct{})
	stop := context.AfterFunc(ctx, func() {
		fmt.Println("контекст отменён: закрываем соединение с базой")
		close(closed)
	})
	cancel()
	<-closed
	fmt.Println("stop() после срабатывания:", stop())

	ctx2, cancel2 := context.WithCancel(context.Background())
	stop2 := context.AfterFunc(ctx2, func() { fmt.Println("не напечатается") })
	fmt.Println("stop() до отмены:", stop2())
	cancel2()
}
