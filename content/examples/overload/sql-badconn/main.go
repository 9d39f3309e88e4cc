// Скрытые ретраи database/sql: драйвер возвращает driver.ErrBadConn,
// и пакет сам повторяет операцию — на другом соединении из пула, потом на новом.
package main

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
)

// fakeDriver: каждое соединение «сломано» первые badExecs выполнений Exec.
type fakeDriver struct {
	badExecs      int
	opens, execs  int
	lieAfterWrite bool // драйвер с ошибкой: возвращает ErrBadConn, хотя запрос выполнен
	applied       int
}

type conn struct{ d *fakeDriver }

func (d *fakeDriver) Open(string) (driver.Conn, error) { d.opens++; return &conn{d}, nil }
func (c *conn) Prepare(string) (driver.Stmt, error)    { return nil, errors.New("не нужен") }
func (c *conn) Close() error                           { return nil }
func (c *conn) Begin() (driver.Tx, error)              { return c, nil }
func (c *conn) Commit() error                          { return nil }
func (c *conn) Rollback() error                        { return nil }

func (c *conn) ExecContext(context.Context, string, []driver.NamedValue) (driver.Result, error) {
	c.d.execs++
	if c.d.lieAfterWrite {
		c.d.applied++ // запрос дошёл до базы и выполнен...
	}
	if c.d.execs <= c.d.badExecs {
		return nil, fmt.Errorf("write: connection reset: %w", driver.ErrBadConn)
	}
	if !c.d.lieAfterWrite {
		c.d.applied++
	}
	return driver.RowsAffected(1), nil
}

func try(name string, d *fakeDriver, inTx bool) {
	sql.Register(name, d)
	db, _ := sql.Open(name, "")
	defer db.Close()
	var err error
	if inTx {
		tx, _ := db.Begin()
		_, err = tx.Exec("UPDATE accounts SET balance = balance - 100")
		tx.Rollback()
	} else {
		_, err = db.Exec("UPDATE accounts SET balance = balance - 100")
	}
	fmt.Printf("%-22s вызовов Exec %d, соединений %d, выполнено %d, err=%v\n", name, d.execs, d.opens, d.applied, err)
}

func main() {
	try("db.Exec, 2 сбоя", &fakeDriver{badExecs: 2}, false)
	try("db.Exec, 5 сбоев", &fakeDriver{badExecs: 5}, false)
	try("tx.Exec, 1 сбой", &fakeDriver{badExecs: 1}, true)
	try("драйвер лжёт", &fakeDriver{badExecs: 2, lieAfterWrite: true}, false)
}
