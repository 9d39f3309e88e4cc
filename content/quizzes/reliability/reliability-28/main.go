package main

import (
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// retryAfter возвращает паузу из заголовка и признак, что заголовок понят.
func retryAfter(value string, now time.Time) (time.Duration, bool) {
	if secs, err := strconv.Atoi(value); err == nil {
		if secs < 0 {
			return 0, false
		}
		return time.Duration(secs) * time.Second, true
	}
	if at, err := http.ParseTime(value); err == nil {
		return max(at.Sub(now), 0), true
	}
	return 0, false
}

func main() {
	now := time.Date(2026, time.March, 10, 8, 0, 0, 0, time.UTC)
	for _, v := range []string{
		"120",
		"Tue, 10 Mar 2026 08:01:30 GMT",
		"Tue, 10 Mar 2026 07:59:00 GMT",
		"-5",
		"1.5",
	} {
		d, ok := retryAfter(v, now)
		fmt.Printf("%q: %v %v\n", v, d, ok)
	}
}
