package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	tmp := filepath.Clean(os.TempDir())
	path := filepath.Join(tmp, "goprep-absent-4f1c9e", "settings.json")

	_, err := os.Open(path)
	// Каталог временных файлов у всех свой, поэтому заменяем его на $TMP.
	fmt.Println(strings.Replace(err.Error(), tmp, "$TMP", 1))

	fmt.Println(errors.Is(err, fs.ErrNotExist), os.ErrNotExist == fs.ErrNotExist)

	var pe *fs.PathError
	found := errors.As(err, &pe)
	fmt.Println(found, pe.Op, pe.Err)
}

//goprep:browser differs в js/wasm текст системной ошибки пишется с заглавной буквы: «No such file or directory» вместо «no such file or directory»
