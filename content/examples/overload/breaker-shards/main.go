// Клиентский брейкер перед шардированным хранилищем: шард 2 из 4 лежит.
// Один брейкер на всё хранилище против брейкера на каждый шард.
// Модель без времени: брейкер открывается на 40 вызовов, затем пропускает одну пробу.
package main

import "fmt"

type breaker struct {
	window   []bool // последние результаты: true — ошибка
	openFor  int    // сколько ещё вызовов отклонять
	halfOpen bool
}

const windowSize, failRatio, openCalls = 20, 0.2, 40

func (b *breaker) allow() bool {
	if b.openFor > 0 {
		b.openFor--
		if b.openFor == 0 {
			b.halfOpen = true
		}
		return false
	}
	return true
}

func (b *breaker) record(failed bool) {
	if b.halfOpen { // результат пробы решает всё
		b.halfOpen = false
		if failed {
			b.openFor = openCalls
		}
		b.window = nil
		return
	}
	b.window = append(b.window, failed)
	if len(b.window) > windowSize {
		b.window = b.window[1:]
	}
	fails := 0
	for _, f := range b.window {
		if f {
			fails++
		}
	}
	if len(b.window) == windowSize && float64(fails)/windowSize >= failRatio {
		b.openFor, b.window = openCalls, nil
	}
}

func run(perShard bool) (ok, rejected, failed int) {
	breakers := make([]*breaker, 4)
	for i := range breakers {
		breakers[i] = &breaker{}
		if !perShard && i > 0 {
			breakers[i] = breakers[0] // один брейкер на все шарды
		}
	}
	for call := 0; call < 1000; call++ {
		shard := call % 4 // ключи равномерно по шардам
		b := breakers[shard]
		if !b.allow() {
			rejected++
			continue
		}
		down := shard == 2
		b.record(down)
		if down {
			failed++
		} else {
			ok++
		}
	}
	return
}

func main() {
	for _, perShard := range []bool{false, true} {
		ok, rej, fail := run(perShard)
		name := "один брейкер на хранилище"
		if perShard {
			name = "брейкер на каждый шард"
		}
		fmt.Printf("%-26s успешно %3d из 1000, отклонено брейкером %3d, ошибок шарда %3d\n", name, ok, rej, fail)
	}
}
