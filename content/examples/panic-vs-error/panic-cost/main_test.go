package main

import "testing"

// Тело цикла b.Loop() компилятор не выбрасывает (Go 1.24+),
// поэтому результат можно не сохранять.
func benchErr(b *testing.B, s string, depth int) {
	for b.Loop() {
		parseErr(s, depth)
	}
}

func benchPanic(b *testing.B, s string, depth int) {
	for b.Loop() {
		parsePanic(s, depth)
	}
}

// Отказ: ошибка возвращается значением или летит паникой до recover.
func BenchmarkFailError(b *testing.B)        { benchErr(b, "40x6", 0) }
func BenchmarkFailPanic(b *testing.B)        { benchPanic(b, "40x6", 0) }
func BenchmarkFailErrorDepth10(b *testing.B) { benchErr(b, "40x6", 10) }
func BenchmarkFailPanicDepth10(b *testing.B) { benchPanic(b, "40x6", 10) }

// Успех: сколько стоит сама защита defer+recover, когда паники нет.
func BenchmarkOKError(b *testing.B) { benchErr(b, "4096", 0) }
func BenchmarkOKPanic(b *testing.B) { benchPanic(b, "4096", 0) }
