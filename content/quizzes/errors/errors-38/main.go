package main

import (
	"errors"
	"fmt"
	"io"
)

// chunkReader отдаёт данные кусками, а конец потока оборачивает контекстом.
type chunkReader struct{ chunks []string }

func (r *chunkReader) Read(p []byte) (int, error) {
	if len(r.chunks) == 0 {
		return 0, fmt.Errorf("chunk stream: %w", io.EOF)
	}
	n := copy(p, r.chunks[0])
	r.chunks = r.chunks[1:]
	return n, nil
}

func main() {
	data, err := io.ReadAll(&chunkReader{chunks: []string{"ab", "cd"}})
	fmt.Printf("%q\n", data)
	fmt.Println(err)
	fmt.Println(errors.Is(err, io.EOF))
}
