package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
)

type drv struct{ opens, begins, execs int }
type conn struct{ d *drv }
type tx struct{}

func (tx) Commit() error   { return nil }
func (tx) Rollback() error { return nil }

func (d *drv) Open(string) (driver.Conn, error)  { d.opens++; return conn{d}, nil }
func (conn) Prepare(string) (driver.Stmt, error) { return nil, errors.New("unused") }
func (conn) Close() error                        { return nil }

func (c conn) Begin() (driver.Tx, error) {
	c.d.begins++
	if c.d.begins <= 2 {
		return nil, driver.ErrBadConn
	}
	return tx{}, nil
}

func (c conn) ExecContext(context.Context, string, []driver.NamedValue) (driver.Result, error) {
	c.d.execs++
	return nil, driver.ErrBadConn
}

func main() {
	d := &drv{}
	sql.Register("tx-demo", d)
	db, _ := sql.Open("tx-demo", "")

	t, err := db.Begin()
	fmt.Println("begins:", d.begins, "opens:", d.opens, "err:", err)
	_, err = t.Exec("INSERT INTO orders VALUES (1)")
	fmt.Println("execs:", d.execs, "err:", err)
	t.Rollback()
}
