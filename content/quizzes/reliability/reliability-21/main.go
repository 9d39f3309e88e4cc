package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// meteredReader считает прочитанные байты, оборачивая чужой Reader.
type meteredReader struct {
	r io.Reader
	n int
}

func (m *meteredReader) Read(p []byte) (int, error) {
	n, err := m.r.Read(p)
	m.n += n
	return n, err
}

func main() {
	payload := []byte(`{"order":"ord-31","amount":500}`)
	bodies := []struct {
		name string
		body io.Reader
	}{
		{"bytes.Reader", bytes.NewReader(payload)},
		{"strings.Reader", strings.NewReader(string(payload))},
		{"bytes.Buffer", bytes.NewBuffer(payload)},
		{"meteredReader", &meteredReader{r: bytes.NewReader(payload)}},
	}
	for _, b := range bodies {
		req, _ := http.NewRequest(http.MethodPost, "http://payments.internal/charge", b.body)
		fmt.Printf("%s: GetBody=%v ContentLength=%d\n", b.name, req.GetBody != nil, req.ContentLength)
	}
}
