// Кэш с stale-while-revalidate и TTL с jitter. Время модельное: now передаётся явно,
// фоновое обновление выполняется, когда программа скажет (в бою — горутина).
package main

import (
	"fmt"
	"math/rand/v2"
	"time"
)

type entry struct {
	val     string
	fetched time.Duration
}

type cache struct {
	ttl, stale time.Duration // свежо ttl, потом ещё stale отдаём старое и обновляем в фоне
	entries    map[string]entry
	refreshing map[string]bool
	pending    []func()
	loads      int
}

func (c *cache) load(key string, now time.Duration) entry {
	c.loads++
	return entry{val: fmt.Sprintf("%s@%v", key, now), fetched: now}
}

func (c *cache) Get(key string, now time.Duration) string {
	e, ok := c.entries[key]
	age := now - e.fetched
	switch {
	case ok && age < c.ttl:
		return e.val + " (свежее)"
	case ok && age < c.ttl+c.stale:
		if !c.refreshing[key] { // одно фоновое обновление на ключ
			c.refreshing[key] = true
			c.pending = append(c.pending, func() {
				c.entries[key] = c.load(key, now)
				delete(c.refreshing, key)
			})
		}
		return e.val + " (устаревшее, обновляется)"
	}
	c.entries[key] = c.load(key, now) // промах: клиент ждёт загрузку
	return c.entries[key].val + " (загружено)"
}

func (c *cache) runBackground() {
	for _, f := range c.pending {
		f()
	}
	c.pending = nil
}

func main() {
	c := &cache{ttl: time.Minute, stale: 30 * time.Second,
		entries: map[string]entry{}, refreshing: map[string]bool{}}
	s := time.Second
	fmt.Println(c.Get("top", 0))
	fmt.Println(c.Get("top", 59*s))
	for range 3 { // 3 запроса сразу после истечения TTL: ждать не пришлось никому
		fmt.Println(c.Get("top", 61*s))
	}
	c.runBackground()
	fmt.Println(c.Get("top", 62*s))
	fmt.Println(c.Get("top", 200*s))
	fmt.Println("загрузок из источника:", c.loads)

	// 1000 ключей, заполненных в одну секунду: когда они истекут?
	rng := rand.New(rand.NewPCG(3, 3))
	for _, jitter := range []bool{false, true} {
		perSecond := map[int]int{}
		for range 1000 {
			ttl := time.Minute
			if jitter { // ±10 %: равномерно в [54 с, 66 с)
				ttl = 54*s + time.Duration(rng.Int64N(int64(12*s)))
			}
			perSecond[int(ttl/s)]++
		}
		peak := 0
		for _, n := range perSecond {
			peak = max(peak, n)
		}
		fmt.Printf("jitter %-5v: истечений за худшую секунду %d\n", jitter, peak)
	}
}
