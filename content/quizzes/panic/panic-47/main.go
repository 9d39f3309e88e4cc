package main

import (
	"fmt"
	"runtime/debug"
)

type QuotaError struct{ Tenant string }

// Хотели добавить к тексту ошибки её поля.
func (e *QuotaError) Error() string { return fmt.Sprintf("quota exceeded: %v", e) }

func main() {
	debug.SetMaxStack(16 << 20) // 16 МБ вместо гигабайта по умолчанию: так программа быстрее
	defer func() {
		fmt.Println("recovered:", recover())
	}()
	var err error = &QuotaError{Tenant: "acme"}
	fmt.Println("reporting")
	fmt.Println(err)
}

//goprep:novet вопрос о рекурсивном Error(), который анализатор printf в go vet отвергает

//goprep:browser no бесконечная рекурсия переполняет стек движка WebAssembly раньше, чем срабатывает лимит стека Go: браузер обрывает программу без сообщения «stack overflow»
