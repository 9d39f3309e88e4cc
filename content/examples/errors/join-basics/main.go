// errors.Join и несколько %w: что отбрасывается, как склеивается текст
// и почему errors.Unwrap на таком значении возвращает nil.
package main

import (
	"errors"
	"fmt"
)

var (
	ErrDiskFull = errors.New("disk full")
	ErrReadOnly = errors.New("read-only filesystem")
)

func main() {
	fmt.Println("Join() == nil:        ", errors.Join() == nil)
	fmt.Println("Join(nil, nil) == nil:", errors.Join(nil, nil) == nil)

	one := errors.Join(nil, ErrDiskFull, nil)
	fmt.Printf("Join(nil, e, nil): %T, == e: %v, Is: %v, текст %q\n",
		one, one == ErrDiskFull, errors.Is(one, ErrDiskFull), one.Error())

	both := errors.Join(ErrDiskFull, nil, ErrReadOnly)
	fmt.Printf("текст Join: %q\n", both.Error())
	fmt.Println("errors.Unwrap(Join):", errors.Unwrap(both))
	kids := both.(interface{ Unwrap() []error }).Unwrap()
	fmt.Println("Unwrap() []error:", len(kids), kids[0], "|", kids[1])
	fmt.Println("Is обеих:", errors.Is(both, ErrDiskFull), errors.Is(both, ErrReadOnly))

	nested := errors.Join(fmt.Errorf("wal: %w", both), errors.New("snapshot skipped"))
	fmt.Printf("вложенный Join:\n%v\n", nested)

	multi := fmt.Errorf("flush segment 12: %w (fallback: %w)", ErrDiskFull, ErrReadOnly)
	fmt.Println("multi-%w:", multi)
	fmt.Println("Is обеих:", errors.Is(multi, ErrDiskFull), errors.Is(multi, ErrReadOnly))
	fmt.Println("errors.Unwrap(multi-%w):", errors.Unwrap(multi))
}
