package main

import "fmt"

type conn struct{ name string }

func (c conn) Close()         { fmt.Println("close", c.name) }
func (c *conn) Release()      { fmt.Println("release", c.name) }
func open(name string) conn   { return conn{name: name} }
func lease(name string) *conn { return &conn{name: name} }

func main() {
	db := open("primary")
	defer db.Close()
	db = open("replica")

	pool := lease("pool-a")
	defer pool.Release()
	pool.name = "pool-b"

	fmt.Println("using", db.name, pool.name)
}
