package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

func loadConfig(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("load config: %w", err)
	}
	return f.Close()
}

func main() {
	path := filepath.Join(os.TempDir(), "goprep-absent-9b27d1", "app.yaml")
	err := loadConfig(path)

	fmt.Println(os.IsNotExist(err))
	fmt.Println(errors.Is(err, fs.ErrNotExist))
	fmt.Println(os.IsNotExist(errors.Unwrap(err)))
}
