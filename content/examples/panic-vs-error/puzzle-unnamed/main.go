package main

import "fmt"

func retries() int {
	count := 3
	defer func() {
		if recover() != nil {
			count = 100
		}
	}()
	count += 2
	if count > 4 {
		panic("quota exceeded")
	}
	return count
}

func retriesNamed() (count int) {
	count = 3
	defer func() {
		if recover() != nil {
			count = 100
		}
	}()
	count += 2
	if count > 4 {
		panic("quota exceeded")
	}
	return count
}

func main() {
	fmt.Println(retries(), retriesNamed())
}
