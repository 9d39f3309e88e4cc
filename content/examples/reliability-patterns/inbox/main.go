// Exactly-once эффект = at-least-once доставка + идемпотентный обработчик.
// Брокер доставляет сообщения с дублями и повторами после сбоя,
// обработчик хранит id обработанных сообщений в той же «транзакции», что и эффект.
package main

import (
	"errors"
	"fmt"
	"maps"
)

type Message struct {
	ID     string
	UserID string
	Points int
}

// DB — состояние и транзакция «всё или ничего» поверх копии.
type DB struct {
	points map[string]int
	inbox  map[string]bool
}

func (db *DB) Tx(fn func(tx *DB) error) error {
	tx := &DB{points: maps.Clone(db.points), inbox: maps.Clone(db.inbox)}
	if err := fn(tx); err != nil {
		return err // откат: изменения копии выброшены
	}
	db.points, db.inbox = tx.points, tx.inbox // commit
	return nil
}

var errDiskFull = errors.New("update wallets: disk full")

// handle — идемпотентный обработчик: эффект и отметка в inbox атомарны.
func handle(db *DB, m Message, failEffect bool) (applied bool, err error) {
	err = db.Tx(func(tx *DB) error {
		if tx.inbox[m.ID] { // аналог INSERT ... ON CONFLICT DO NOTHING, вставлено 0 строк
			return nil
		}
		tx.inbox[m.ID] = true
		if failEffect {
			return errDiskFull // откатится и отметка в inbox
		}
		tx.points[m.UserID] += m.Points
		applied = true
		return nil
	})
	return applied, err
}

func main() {
	db := &DB{points: map[string]int{}, inbox: map[string]bool{}}
	deliveries := []struct {
		msg  Message
		fail bool
	}{
		{Message{"m1", "ann", 100}, false},
		{Message{"m2", "ann", 50}, false},
		{Message{"m2", "ann", 50}, false}, // дубль: ack потерялся, брокер доставил снова
		{Message{"m3", "bob", 70}, true},  // эффект упал, сообщение не подтверждено
		{Message{"m3", "bob", 70}, false}, // повторная доставка после сбоя
		{Message{"m1", "ann", 100}, false},
	}
	for _, d := range deliveries {
		applied, err := handle(db, d.msg, d.fail)
		switch {
		case err != nil:
			fmt.Printf("%s: error (%v) -> nack, will be redelivered\n", d.msg.ID, err)
		case applied:
			fmt.Printf("%s: applied -> ack\n", d.msg.ID)
		default:
			fmt.Printf("%s: duplicate, skipped -> ack\n", d.msg.ID)
		}
	}
	fmt.Printf("deliveries: %d, points: ann=%d bob=%d\n", len(deliveries), db.points["ann"], db.points["bob"])
}
