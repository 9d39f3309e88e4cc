// Чужая библиотека паникует на битом вводе: изолируем вызов,
// превращаем панику в ошибку, сохраняем значение и стек, считаем метрику.
package main

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"sync/atomic"
)

// --- «чужой» код: TLV-декодер, который верит байту длины ---

type Field struct {
	Tag   byte
	Value []byte
}

func decodeTLV(data []byte) ([]Field, error) {
	if len(data) == 0 {
		return nil, errors.New("tlv: empty input")
	}
	var out []Field
	for len(data) > 0 {
		tag, n := data[0], int(data[1])                          // паника, если остался один байт
		out = append(out, Field{Tag: tag, Value: data[2 : 2+n]}) // и если длина врёт
		data = data[2+n:]
	}
	return out, nil
}

// --- наша обёртка ---

var ErrLibraryPanic = errors.New("library panicked")

// PanicError хранит всё, что нужно для issue в апстрим.
type PanicError struct {
	Op    string
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("%s: panic: %v", e.Op, e.Value) }
func (e *PanicError) Unwrap() error { return ErrLibraryPanic }

var libPanics atomic.Int64 // метрика + алерт: «затыкаем чужую панику N раз в сутки»

func safeDecode(data []byte) (fields []Field, err error) {
	defer func() {
		if v := recover(); v != nil {
			libPanics.Add(1)
			fields = nil // частичный результат после паники не отдаём
			err = &PanicError{Op: "tlv.decode", Value: v, Stack: debug.Stack()}
		}
	}()
	return decodeTLV(data)
}

func main() {
	inputs := [][]byte{
		{0x01, 0x02, 'h', 'i'},
		{},
		{0x01, 0x09, 'h', 'i'},  // длина 9, а данных 2
		{0x01, 0x01, 'x', 0x02}, // обрезано посреди заголовка
	}
	for _, in := range inputs {
		fields, err := safeDecode(in)
		var pe *PanicError
		switch {
		case errors.As(err, &pe):
			fmt.Printf("% x → %v (is ErrLibraryPanic: %v, стек содержит decodeTLV: %v)\n",
				in, err, errors.Is(err, ErrLibraryPanic), strings.Contains(string(pe.Stack), "main.decodeTLV"))
		case err != nil:
			fmt.Printf("% x → обычная ошибка: %v\n", in, err)
		default:
			fmt.Printf("% x → %d поле(й), первое %q\n", in, len(fields), fields[0].Value)
		}
	}
	fmt.Println("lib_panics_total:", libPanics.Load())
}
