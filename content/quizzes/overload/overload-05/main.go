package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
)

type drv struct{ opens int }
type conn struct{}

func (d *drv) Open(string) (driver.Conn, error)  { d.opens++; return conn{}, nil }
func (conn) Prepare(string) (driver.Stmt, error) { return nil, errors.New("unused") }
func (conn) Close() error                        { return nil }
func (conn) Begin() (driver.Tx, error)           { return nil, errors.New("unused") }
func (conn) ExecContext(context.Context, string, []driver.NamedValue) (driver.Result, error) {
	return driver.RowsAffected(1), nil
}

func main() {
	d := &drv{}
	sql.Register("pinned", d)
	db, _ := sql.Open("pinned", "")
	ctx := context.Background()

	c, _ := db.Conn(ctx)
	err := c.Raw(func(any) error { return driver.ErrBadConn })
	fmt.Println("raw:", err)
	_, err = c.ExecContext(ctx, "SET lock_timeout = '1s'")
	fmt.Println("exec on conn:", err)
	_, err = db.ExecContext(ctx, "SET lock_timeout = '1s'")
	fmt.Println("exec on db:", err, "opens:", d.opens)
}
