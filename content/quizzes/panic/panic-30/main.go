package main

import "fmt"

func loadLimit(cfg map[string]int) (limit int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("load limit: %v", r)
		}
	}()

	limit = 1000
	limit = limit / cfg["shards"]
	return limit, nil
}

func main() {
	limit, err := loadLimit(map[string]int{"replicas": 3})
	fmt.Println(limit)
	fmt.Println(err)
}
