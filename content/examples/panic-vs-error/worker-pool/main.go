// Где ставить recover в пуле воркеров. На уровне воркера одна паника
// убивает воркер навсегда, и пул тихо усыхает. На уровне задачи воркер
// переживает любую задачу, а упавшая задача уходит в DLQ.
package main

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

type Job struct {
	ID      int
	Payload string
}

// process паникует на «ядовитом» сообщении: пустой payload.
func process(j Job) string {
	return strings.ToUpper(j.Payload[:1]) + j.Payload[1:]
}

func jobs() []Job {
	return []Job{{1, "alpha"}, {2, ""}, {3, "gamma"}, {4, ""}, {5, "epsilon"}, {6, "zeta"}}
}

// Плохо: recover обёрнут вокруг всего цикла воркера.
func badPool(workers int) (done []int, stuck int) {
	queue := make(chan Job, 16)
	for _, j := range jobs() {
		queue <- j
	}
	close(queue)
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() { recover() }() // «поймали» — и воркер вышел из цикла
			for j := range queue {
				process(j)
				mu.Lock()
				done = append(done, j.ID)
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	slices.Sort(done)
	return done, len(queue)
}

type DeadLetter struct {
	Job    Job
	Reason string
}

// Хорошо: recover вокруг одной задачи.
func goodPool(workers int) (done []int, dlq []DeadLetter) {
	queue := make(chan Job, 16)
	for _, j := range jobs() {
		queue <- j
	}
	close(queue)
	var mu sync.Mutex
	var wg sync.WaitGroup
	runOne := func(j Job) {
		defer func() {
			if v := recover(); v != nil {
				// Паника детерминирована: вернуть задачу в очередь —
				// значит получить её снова и снова. Отправляем в DLQ.
				mu.Lock()
				dlq = append(dlq, DeadLetter{j, fmt.Sprint("panic: ", v)})
				mu.Unlock()
			}
		}()
		process(j)
		mu.Lock()
		done = append(done, j.ID)
		mu.Unlock()
	}
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range queue {
				runOne(j)
			}
		}()
	}
	wg.Wait()
	slices.Sort(done)
	slices.SortFunc(dlq, func(a, b DeadLetter) int { return a.Job.ID - b.Job.ID })
	return done, dlq
}

func main() {
	done, stuck := badPool(2)
	fmt.Printf("recover на воркер:  обработаны %v, в очереди застряло %d, живых воркеров 0\n", done, stuck)

	done, dlq := goodPool(2)
	fmt.Printf("recover на задачу: обработаны %v\n", done)
	for _, d := range dlq {
		fmt.Printf("  DLQ: job %d: %s\n", d.Job.ID, d.Reason)
	}
}
