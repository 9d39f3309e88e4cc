// Ловушка typed nil: функция объявлена с конкретным типом ошибки
// в результате, nil-указатель упаковывается в error и перестаёт быть nil.
package main

import (
	"fmt"
	"strconv"
)

type LimitError struct {
	Max int
}

func (e *LimitError) Error() string { return "limit " + strconv.Itoa(e.Max) }

// checkLimit возвращает конкретный тип — в этом и ошибка дизайна.
func checkLimit(n int) *LimitError {
	if n > 100 {
		return &LimitError{Max: 100}
	}
	return nil
}

// upload возвращает error, но внутри — *LimitError(nil).
func upload(n int) error {
	return checkLimit(n)
}

func main() {
	err := upload(5)
	fmt.Println("err == nil:", err == nil)
	fmt.Printf("%%T=%T %%v=%v\n", err, err)
	if err != nil {
		fmt.Println("upload failed:", err.Error())
	}
}

//goprep:browser differs в js/wasm нет сигналов ОС: вместо строки «[signal SIGSEGV: segmentation violation …]» печатается «[signal 0xb code=0x0 …]», и трасса горутин другая
