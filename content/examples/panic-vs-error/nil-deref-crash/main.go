// Неперехваченное разыменование nil: паника плюс строка с сигналом.
package main

import "fmt"

type config struct{ addr string }

func listenAddr(c *config) string { return c.addr }

func main() {
	var cfg *config // забыли загрузить
	fmt.Println("addr:", listenAddr(cfg))
}

//goprep:browser differs в js/wasm нет сигналов ОС: вместо строки «[signal SIGSEGV: segmentation violation …]» печатается «[signal 0xb code=0x0 …]», и трасса горутин другая
