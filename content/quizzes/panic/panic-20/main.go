package main

import "fmt"

type Registry struct {
	handlers map[string]func() string
}

func (r *Registry) Register(path string, h func() string) {
	r.handlers[path] = h
}

func main() {
	var reg Registry
	fmt.Println("routes:", len(reg.handlers))

	reg.Register("/health", func() string { return "ok" })
	fmt.Println("routes:", len(reg.handlers))
}
