// os.IsNotExist и родственники появились до errors.Is и обёрток %w не
// раскрывают: они смотрят только на *PathError, *LinkError и *SyscallError.
package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

func loadConfig(dir string) error {
	_, err := os.ReadFile(filepath.Join(dir, "config.yaml"))
	if err != nil {
		return fmt.Errorf("load config: %w", err)
	}
	return nil
}

func main() {
	dir, _ := os.MkdirTemp("", "cfg")
	defer os.RemoveAll(dir)

	err := loadConfig(dir) // файла в пустом каталоге нет
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println("os.IsNotExist(*PathError):         ", os.IsNotExist(pe))
	}
	fmt.Println("os.IsNotExist(обёртка):            ", os.IsNotExist(err))
	fmt.Println("errors.Is(обёртка, fs.ErrNotExist):", errors.Is(err, fs.ErrNotExist))
}
