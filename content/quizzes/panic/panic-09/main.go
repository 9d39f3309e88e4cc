package main

import "fmt"

func handleRequest() {
	fmt.Println("begin tx")
	defer fmt.Println("release connection")
	defer fmt.Println("rollback tx")
	defer fmt.Println("write access log")
	fmt.Println("update balance")
}

func main() {
	handleRequest()
	fmt.Println("response sent")
}
