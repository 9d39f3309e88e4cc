package main

import (
	"errors"
	"fmt"
)

type NotFoundError struct{ Key string }

func (e *NotFoundError) Error() string { return "key " + e.Key + " not found" }

func lookup(key string) error {
	return fmt.Errorf("cache: %w", &NotFoundError{Key: key})
}

func main() {
	err := lookup("user:42")

	var nf *NotFoundError
	if errors.As(err, nf) {
		fmt.Println("missing key:", nf.Key)
		return
	}
	fmt.Println("other error:", err)
}

//goprep:novet вопрос о коде, который анализатор errorsas в go vet отвергает

//goprep:browser differs трасса горутин в js/wasm другая: аргументы функций печатаются точно (без «?»), кадры рантайма иные; сообщение паники и код выхода те же
