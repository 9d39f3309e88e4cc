package main

import "fmt"

type Worker struct {
	quit chan struct{}
}

func (w *Worker) Stop() {
	close(w.quit)
	fmt.Println("worker stopped")
}

func main() {
	w := &Worker{quit: make(chan struct{})}
	w.Stop()
	w.Stop()
	fmt.Println("shutdown complete")
}

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
