package main

import "fmt"

type file struct{ name string }

func open(name string) *file {
	fmt.Println("open", name)
	return &file{name: name}
}

func (f *file) Close() { fmt.Println("close", f.name) }

func importAll(names []string) {
	for _, name := range names {
		f := open(name)
		defer f.Close()
		fmt.Println("import", f.name)
	}
	fmt.Println("import finished")
}

func main() {
	importAll([]string{"users.csv", "orders.csv", "items.csv"})
}
