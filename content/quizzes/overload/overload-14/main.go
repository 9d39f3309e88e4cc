package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
)

// resetError — ошибка драйвера, которая называет себя ErrBadConn через метод Is.
type resetError struct{}

func (resetError) Error() string        { return "read: connection reset by peer" }
func (resetError) Is(target error) bool { return target == driver.ErrBadConn }

type drv struct{ execs int }
type conn struct{ d *drv }

func (d *drv) Open(string) (driver.Conn, error)  { return conn{d}, nil }
func (conn) Prepare(string) (driver.Stmt, error) { return nil, errors.New("unused") }
func (conn) Close() error                        { return nil }
func (conn) Begin() (driver.Tx, error)           { return nil, errors.New("unused") }

func (c conn) ExecContext(context.Context, string, []driver.NamedValue) (driver.Result, error) {
	c.d.execs++
	if c.d.execs == 1 {
		return nil, resetError{}
	}
	return driver.RowsAffected(1), nil
}

func main() {
	d := &drv{}
	sql.Register("flaky", d)
	db, _ := sql.Open("flaky", "")
	for i := 0; i < 2; i++ {
		_, err := db.Exec("UPDATE counters SET n = n + 1")
		fmt.Println(i, "execs:", d.execs, "err:", err)
	}
}
