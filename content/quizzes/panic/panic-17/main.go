package main

import "fmt"

func main() {
	replicas := []string{"db-1", "db-2", "db-3"}

	for i := 0; i <= len(replicas); i++ {
		fmt.Println("ping", replicas[i])
	}
	fmt.Println("all replicas healthy")
}
