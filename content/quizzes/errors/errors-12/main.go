package main

import (
	"errors"
	"fmt"
)

type snapshot struct {
	writeErr, closeErr error
}

func (s *snapshot) Write(p []byte) (int, error) { return len(p), s.writeErr }
func (s *snapshot) Close() error                { return s.closeErr }

func dump(s *snapshot) (err error) {
	defer func() { err = errors.Join(err, s.Close()) }()
	if _, err := s.Write([]byte("state")); err != nil {
		return fmt.Errorf("write: %w", err)
	}
	return nil
}

func main() {
	writeFail := errors.New("write failed")
	closeFail := errors.New("fsync failed")

	fmt.Println(dump(&snapshot{}))
	fmt.Printf("%q\n", dump(&snapshot{closeErr: closeFail}).Error())
	fmt.Printf("%q\n", dump(&snapshot{writeErr: writeFail, closeErr: closeFail}).Error())
}
