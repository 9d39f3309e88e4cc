package main

import (
	"fmt"
	"net/http"
	"time"
)

func main() {
	now := time.Date(2026, time.March, 10, 8, 0, 0, 0, time.UTC)

	for _, header := range []string{
		"Tue, 10 Mar 2026 08:00:45 GMT",  // IMF-fixdate
		"Tuesday, 10-Mar-26 08:00:45 GMT", // RFC 850
		"Tue Mar 10 08:00:45 2026",        // ANSI C asctime
		"2026-03-10T08:00:45Z",            // RFC 3339
	} {
		at, err := http.ParseTime(header)
		if err != nil {
			fmt.Println("invalid")
			continue
		}
		fmt.Println("wait", at.Sub(now))
	}
}
