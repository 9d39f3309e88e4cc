// Скрытые ретраи database/sql: драйвер возвращает driver.ErrBadConn,
// и пакет сам повторяет операцию — на другом соединении из пула, потом на новом.
// Исключение — Stmt, подготовленный в транзакции: его повторы идут по тому же соединению.
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
func (c *conn) Prepare(string) (driver.Stmt, error)    { return stmt{c}, nil }
func (c *conn) Close() error                           { return nil }
func (c *conn) Begin() (driver.Tx, error)              { return c, nil }
func (c *conn) Commit() error                          { return nil }
func (c *conn) Rollback() error                        { return nil }

// stmt — подготовленный запрос; выполняется тем же Exec соединения.
type stmt struct{ c *conn }

func (s stmt) Close() error  { return nil }
func (s stmt) NumInput() int { return -1 }
func (s stmt) Exec([]driver.Value) (driver.Result, error) {
	return s.c.ExecContext(context.Background(), "", nil)
}
func (s stmt) Query([]driver.Value) (driver.Rows, error) { return nil, errors.New("не нужен") }

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

type mode int

const (
	onDB   mode = iota // db.Exec
	inTx               // tx.Exec
	txStmt             // tx.Prepare, затем stmt.Exec
)

func try(name string, d *fakeDriver, m mode) {
	sql.Register(name, d)
	db, _ := sql.Open(name, "")
	defer db.Close()
	var err error
	const query = "UPDATE accounts SET balance = balance - 100"
	switch m {
	case onDB:
		_, err = db.Exec(query)
	case inTx:
		tx, _ := db.Begin()
		_, err = tx.Exec(query)
		tx.Rollback()
	case txStmt:
		tx, _ := db.Begin()
		st, _ := tx.Prepare(query)
		_, err = st.Exec()
		tx.Rollback()
	}
	fmt.Printf("%-22s вызовов Exec %d, соединений %d, выполнено %d, err=%v\n", name, d.execs, d.opens, d.applied, err)
}

func main() {
	try("db.Exec, 2 сбоя", &fakeDriver{badExecs: 2}, onDB)
	try("db.Exec, 5 сбоев", &fakeDriver{badExecs: 5}, onDB)
	try("tx.Exec, 1 сбой", &fakeDriver{badExecs: 1}, inTx)
	try("tx.Prepare, 2 сбоя", &fakeDriver{badExecs: 2}, txStmt)
	try("драйвер лжёт", &fakeDriver{badExecs: 2, lieAfterWrite: true}, onDB)
}
