package main

import (
	"errors"
	"fmt"
	"io"
)

type device struct {
	writeErr, closeErr error
}

func (d *device) Write(p []byte) (int, error) { return 0, d.writeErr }
func (d *device) Close() error                { return d.closeErr }

func saveReport(w io.WriteCloser, report []byte) (err error) {
	defer func() {
		err = w.Close()
	}()
	_, err = w.Write(report)
	return err
}

func main() {
	fullDisk := &device{writeErr: errors.New("no space left on device")}
	staleNFS := &device{closeErr: errors.New("stale file handle")}

	fmt.Println("full disk:", saveReport(fullDisk, []byte("Q3 revenue")))
	fmt.Println("stale NFS:", saveReport(staleNFS, []byte("Q3 revenue")))
}
