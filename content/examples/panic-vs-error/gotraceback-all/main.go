// С GOTRACEBACK=all трейс включает все пользовательские горутины,
// а не только ту, что паникует.
package main

import "time"

func flusher(stop chan struct{}) {
	<-stop // спит, ждёт сигнала
}

func main() {
	stop := make(chan struct{})
	go flusher(stop)
	time.Sleep(10 * time.Millisecond) // даём горутине заснуть на канале
	panic("invariant violated: negative balance")
}

//goprep:timing
//goprep:env GOTRACEBACK=all
