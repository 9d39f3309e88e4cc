package main

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"
)

func export(format string) error {
	if format != "csv" {
		return fmt.Errorf("export %s: %w", format, errors.ErrUnsupported)
	}
	return nil
}

func main() {
	err := export("xlsx")
	fmt.Println(err)
	fmt.Println(errors.Is(err, errors.ErrUnsupported))

	linkErr := &fs.PathError{Op: "link", Path: "/mnt/share/a", Err: syscall.EOPNOTSUPP}
	fmt.Println(errors.Is(linkErr, errors.ErrUnsupported))
	fmt.Println(errors.Is(syscall.ENOENT, fs.ErrNotExist))
}
