package main

import "fmt"

type QuotaError struct {
	Limit int
}

func (e *QuotaError) Error() string {
	return fmt.Sprintf("quota of %d requests exceeded", e.Limit)
}

func checkQuota(used, limit int) error {
	var qe *QuotaError
	if used > limit {
		qe = &QuotaError{Limit: limit}
	}
	return qe
}

func main() {
	err := checkQuota(5, 10)
	if err == nil {
		fmt.Println("quota ok")
		return
	}
	fmt.Println("quota check failed")
	fmt.Println("reason: " + err.Error())
}
