// Что возвращает функция после recover: безымянный результат
// остаётся нулевым, именованный — таким, каким его оставил defer.
package main

import "fmt"

// Ошибка на единицу: i <= len(xs) выходит за границу на последнем шаге.

func sumUnnamed(xs []int) int {
	total := 0
	defer func() {
		if r := recover(); r != nil {
			total = -1 // меняем локальную переменную: вызывающий её не увидит
		}
	}()
	for i := 0; i <= len(xs); i++ {
		total += xs[i]
	}
	return total
}

func sumNamed(xs []int) (total int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("  sumNamed: накоплено до паники", total)
			total = -1
		}
	}()
	for i := 0; i <= len(xs); i++ {
		total += xs[i]
	}
	return total
}

func sumWithErr(xs []int) (total int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sum: %v", r) // total не трогаем
		}
	}()
	for i := 0; i <= len(xs); i++ {
		total += xs[i]
	}
	return total, nil
}

func main() {
	xs := []int{1, 2, 3}
	fmt.Println("unnamed:", sumUnnamed(xs))
	fmt.Println("named:", sumNamed(xs))
	total, err := sumWithErr(xs)
	fmt.Println("with err:", total, err)
}
