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

//goprep:browser differs в js/wasm нет сигналов ОС: вместо строки «[signal SIGSEGV: segmentation violation …]» печатается «[signal 0xb code=0x0 …]», и трасса горутин другая
