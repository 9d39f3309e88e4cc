// Retry-After бывает двух форм: число секунд и HTTP-date.
// Разбор с явным «сейчас», чтобы результат не зависел от часов.
package main

import (
	"fmt"
	"net/http"
	"strconv"
	"time"
)

// retryAfter возвращает паузу и признак, что заголовок понят.
// Слишком долгую паузу обрезаем сверху: решать, ждать ли, всё равно будет бюджет.
func retryAfter(v string, now time.Time, ceiling time.Duration) (time.Duration, bool) {
	var d time.Duration
	if secs, err := strconv.Atoi(v); err == nil {
		if secs < 0 {
			return 0, false
		}
		d = time.Duration(secs) * time.Second
	} else if t, err := http.ParseTime(v); err == nil {
		d = max(t.Sub(now), 0) // дата в прошлом — повторять можно сразу
	} else {
		return 0, false
	}
	return min(d, ceiling), true
}

func main() {
	now := time.Date(2026, time.November, 30, 8, 0, 0, 0, time.UTC)
	for _, v := range []string{
		"7",
		"0",
		"86400",
		"Mon, 30 Nov 2026 08:00:30 GMT",  // IMF-fixdate, основная форма
		"Monday, 30-Nov-26 08:01:00 GMT", // RFC 850, устаревшая, но допустимая
		"Mon Nov 30 07:59:00 2026",       // asctime, дата уже прошла
		"-5",
		"1.5",
		"soon",
	} {
		d, ok := retryAfter(v, now, 5*time.Minute)
		fmt.Printf("%-32q -> %-6v ok=%t\n", v, d, ok)
	}
}
