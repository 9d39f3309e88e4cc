// Ошибка Close не должна теряться: именованный результат + defer + Join.
// И закрытие нескольких ресурсов с полным отчётом.
package main

import (
	"errors"
	"fmt"
)

var (
	ErrNoSpace = errors.New("no space left on device")
	ErrFlush   = errors.New("flush failed")
)

// spool — фальшивый файл: умеет падать на Write и на Close.
type spool struct {
	name       string
	writeErr   error
	closeErr   error
	closeCalls int
}

func (s *spool) Write(p []byte) (int, error) {
	if s.writeErr != nil {
		return 0, s.writeErr
	}
	return len(p), nil
}

func (s *spool) Close() error {
	s.closeCalls++
	return s.closeErr
}

// saveReport: ошибку Close присоединяем к основной, а не теряем.
func saveReport(s *spool, body []byte) (err error) {
	defer func() {
		if cerr := s.Close(); cerr != nil {
			err = errors.Join(err, fmt.Errorf("close %s: %w", s.name, cerr))
		}
	}()
	if _, err := s.Write(body); err != nil {
		return fmt.Errorf("write %s: %w", s.name, err)
	}
	return nil
}

// shutdown закрывает всё, что открыто, в обратном порядке открытия,
// подписывает каждую ошибку и ничего не прячет.
func shutdown(resources ...*spool) error {
	var errs []error
	for i := len(resources) - 1; i >= 0; i-- {
		if err := resources[i].Close(); err != nil {
			errs = append(errs, fmt.Errorf("close %s: %w", resources[i].name, err))
		}
	}
	return errors.Join(errs...)
}

func main() {
	cases := []*spool{
		{name: "ok.csv"},
		{name: "close.csv", closeErr: ErrFlush},
		{name: "both.csv", writeErr: ErrNoSpace, closeErr: ErrFlush},
	}
	for _, s := range cases {
		err := saveReport(s, []byte("id,total\n"))
		fmt.Printf("%-9s closeCalls=%d err=%q\n", s.name, s.closeCalls, fmt.Sprint(err))
		fmt.Printf("          Is(NoSpace)=%v Is(Flush)=%v\n", errors.Is(err, ErrNoSpace), errors.Is(err, ErrFlush))
	}

	// Join(err, nil) — не то же самое, что err: появляется обёртка.
	base := fmt.Errorf("write: %w", ErrNoSpace)
	joined := errors.Join(base, nil)
	fmt.Printf("Join(err, nil): %T, == err: %v\n", joined, joined == base)

	err := shutdown(
		&spool{name: "db", closeErr: ErrNoSpace},
		&spool{name: "cache"},
		&spool{name: "queue", closeErr: ErrFlush},
	)
	fmt.Printf("shutdown:\n%v\n", err)
}
