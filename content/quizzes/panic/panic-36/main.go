package main

import "fmt"

func reconcile() {
	defer func() {
		if r := recover(); r != nil {
			fmt.Println("audit log:", r)
			panic(r)
		}
	}()
	panic("ledger mismatch")
}

func main() {
	reconcile()
	fmt.Println("reconciled")
}
