// Три антипаттерна в действии: «залогировал и вернул», сравнение по
// тексту и голый return err без контекста.
package main

import (
	"errors"
	"fmt"
	"log"
	"os"
	"strings"
)

var logger = log.New(os.Stdout, "log: ", 0)

var ErrRefused = errors.New("connection refused")

// ── 1. Log and return: каждый слой пишет свою строку про одну ошибку ──

func repoNoisy() error {
	err := ErrRefused
	logger.Println("repo: select failed:", err)
	return err
}

func serviceNoisy() error {
	if err := repoNoisy(); err != nil {
		logger.Println("service: load cart failed:", err)
		return err // и контекст не добавили
	}
	return nil
}

func handlerNoisy() {
	if err := serviceNoisy(); err != nil {
		logger.Println("handler: request failed:", err)
	}
}

// ── то же самое правильно: обернули на каждом слое, залогировали один раз ──

func repo() error { return fmt.Errorf("cartRepo.Load(u-19): %w", ErrRefused) }

func service() error {
	if err := repo(); err != nil {
		return fmt.Errorf("cart.Checkout: %w", err)
	}
	return nil
}

func handler() {
	if err := service(); err != nil {
		logger.Println("request failed:", err)
	}
}

// ── 2. Сравнение по тексту ──

func isNotFoundByText(err error) bool { return strings.Contains(err.Error(), "not found") }

func main() {
	fmt.Println("— log and return:")
	handlerNoisy()
	fmt.Println("— wrap, log once:")
	handler()

	fmt.Println("— matching on text:")
	// Ложное срабатывание: «not found» — часть пользовательских данных.
	tmplErr := fmt.Errorf("render template %q: unexpected EOF", "page not found")
	fmt.Println("  шаблон сломан, а проверка говорит not found:", isNotFoundByText(tmplErr))
	// Пропуск: библиотека поменяла формулировку в новой версии.
	v2Err := errors.New("no such record")
	fmt.Println("  запись не найдена, а проверка молчит:", isNotFoundByText(v2Err))
}
