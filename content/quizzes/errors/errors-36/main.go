package main

import (
	"fmt"
	"strconv"
)

func parsePort(raw string) (int, error) {
	port := 8080
	var err error
	if raw != "" {
		port, err := strconv.Atoi(raw)
		if err == nil && port > 0 {
			return port, nil
		}
	}
	return port, err
}

func main() {
	fmt.Println(parsePort(""))
	fmt.Println(parsePort("9090"))
	fmt.Println(parsePort("http"))
}
