package main

import (
	"errors"
	"fmt"
	"io/fs"
)

var errDisk error = &fs.PathError{Op: "open", Path: "/data/wal", Err: fs.ErrPermission}

func tryAs(label string, target any) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Printf("%s -> %v\n", label, r)
		}
	}()
	fmt.Printf("%s -> %v\n", label, errors.As(errDisk, target))
}

func main() {
	var pe *fs.PathError
	tryAs("pe", pe)
	tryAs("&pe", &pe)
	tryAs("new(string)", new(string))
	tryAs("nil", nil)
}
