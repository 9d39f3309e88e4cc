// Четыре слова на одном примере: sentinel в самом низу, две обёртки
// сверху, цепочка из трёх звеньев и ручной спуск по ней через errors.Unwrap.
package main

import (
	"errors"
	"fmt"
)

// ErrOutOfStock — sentinel: единственное значение на весь пакет.
var ErrOutOfStock = errors.New("out of stock")

// storage — нижний слой: возвращает sentinel как есть.
func storage(sku string) error {
	return ErrOutOfStock
}

// reserve — средний слой: оборачивает и добавляет, что он делал.
func reserve(sku string, qty int) error {
	if err := storage(sku); err != nil {
		return fmt.Errorf("reserve %d × %s: %w", qty, sku, err)
	}
	return nil
}

// checkout — верхний слой: ещё одна обёртка.
func checkout(orderID string) error {
	if err := reserve("SKU-7", 3); err != nil {
		return fmt.Errorf("checkout %s: %w", orderID, err)
	}
	return nil
}

func main() {
	err := checkout("ord-81")
	fmt.Println("сообщение:", err)

	// Снимаем по одному слою, пока Unwrap не вернёт nil.
	for depth, e := 0, err; e != nil; depth, e = depth+1, errors.Unwrap(e) {
		fmt.Printf("звено %d: %-22T %q\n", depth, e, e.Error())
	}

	fmt.Println("errors.Is(err, ErrOutOfStock):", errors.Is(err, ErrOutOfStock))
	fmt.Println("err == ErrOutOfStock:        ", err == ErrOutOfStock)
}
