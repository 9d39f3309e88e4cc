// Must уместен для констант, известных при компиляции;
// для того, что пришло из конфига или от пользователя, — только error.
package main

import (
	"fmt"
	"os"
	"regexp"
	"text/template"
)

// Литералы в коде: ошибка в них — баг программиста, пусть процесс
// упадёт при старте, а не на первом запросе.
var (
	skuRe   = regexp.MustCompile(`^[A-Z]{3}-\d{4}$`)
	receipt = template.Must(template.New("receipt").Parse("{{.SKU}} × {{.Qty}}\n"))
)

type Filter struct{ re *regexp.Regexp }

// Шаблон из конфига — обычный ввод: ошибка возвращается, а не паникует.
func NewFilter(pattern string) (*Filter, error) {
	re, err := regexp.Compile(pattern)
	if err != nil {
		return nil, fmt.Errorf("filter pattern from config: %w", err)
	}
	return &Filter{re: re}, nil
}

func main() {
	fmt.Println("SKU ok:", skuRe.MatchString("ABC-1234"))
	receipt.Execute(os.Stdout, map[string]any{"SKU": "ABC-1234", "Qty": 3})

	for _, pattern := range []string{`^order-\d+$`, `^order-(\d+$`} {
		f, err := NewFilter(pattern)
		if err != nil {
			fmt.Println("config error:", err)
			continue
		}
		fmt.Println("filter ok:", f.re.MatchString("order-42"))
	}

	// А вот что сделал бы MustCompile с тем же вводом:
	defer func() { fmt.Println("panic:", recover()) }()
	regexp.MustCompile(`^order-(\d+$`)
}
