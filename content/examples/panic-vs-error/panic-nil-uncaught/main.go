// Неперехваченный panic(nil) на Go 1.27: рантайм подменил nil
// на *runtime.PanicNilError и печатает его текст, а не «panic: nil».
package main

import "fmt"

func checkQuota(used, limit int) error {
	if used > limit {
		return fmt.Errorf("quota exceeded: %d of %d", used, limit)
	}
	return nil
}

func main() {
	err := checkQuota(3, 10)
	fmt.Println("checkQuota:", err)
	// Ошибка в коде: паникуем, не проверив err, то есть с nil.
	panic(err)
}
