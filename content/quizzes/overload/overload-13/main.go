package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
)

type drv struct{ opens, execs int }
type conn struct{ d *drv }

func (d *drv) Open(string) (driver.Conn, error)  { d.opens++; return conn{d}, nil }
func (conn) Prepare(string) (driver.Stmt, error) { return nil, errors.New("unused") }
func (conn) Close() error                        { return nil }
func (conn) Begin() (driver.Tx, error)           { return nil, errors.New("unused") }

func (c conn) ExecContext(context.Context, string, []driver.NamedValue) (driver.Result, error) {
	c.d.execs++
	return nil, driver.ErrBadConn // соединение «всегда сломано»
}

func main() {
	d := &drv{}
	sql.Register("broken", d)
	db, _ := sql.Open("broken", "")
	_, err := db.Exec("DELETE FROM sessions")
	fmt.Println("execs:", d.execs, "opens:", d.opens)
	fmt.Println(err)
}
