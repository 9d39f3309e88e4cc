// debug.SetCrashOutput (Go 1.23): рантайм дублирует отчёт о падении —
// необработанную панику или fatal error — в файл, помимо stderr.
// Здесь родитель запускает этот же бинарь дочерним процессом, даёт ему
// упасть и читает отчёт, как это сделал бы агент сбора падений.
package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
)

const crashFileEnv = "CRASH_FILE"

func app(scenario, crashFile string) {
	f, err := os.Create(crashFile)
	if err != nil {
		panic(err)
	}
	if err := debug.SetCrashOutput(f, debug.CrashOptions{}); err != nil {
		panic(err)
	}
	f.Close() // SetCrashOutput держит свою копию дескриптора

	switch scenario {
	case "panic": // паника в фоновой горутине: recover негде поставить
		done := make(chan struct{})
		go func() {
			var limits map[string]int
			limits["tenant-7"]++
			close(done)
		}()
		<-done
	case "deadlock": // fatal error: defer и recover не работают вовсе
		<-make(chan struct{})
	}
}

func main() {
	if path := os.Getenv(crashFileEnv); path != "" {
		app(os.Args[1], path)
		return
	}
	dir, _ := os.MkdirTemp("", "crash")
	defer os.RemoveAll(dir)
	self, _ := os.Executable()

	for _, scenario := range []string{"panic", "deadlock"} {
		path := filepath.Join(dir, scenario+".crash")
		cmd := exec.Command(self, scenario)
		cmd.Env = append(os.Environ(), crashFileEnv+"="+path)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr // stderr тоже получает отчёт; здесь он не нужен
		err := cmd.Run()

		report, _ := os.ReadFile(path)
		first, _, _ := strings.Cut(string(report), "\n")
		fmt.Printf("%s: %v\n", scenario, err)
		fmt.Printf("  первая строка отчёта: %q\n", first)
		fmt.Println("  стек горутины в отчёте:", strings.Contains(string(report), "\ngoroutine "))
		fmt.Println("  строка «fatal error» в отчёте:", strings.Contains(string(report), "fatal error:"))
		fmt.Println("  отчёт совпадает со stderr:", bytes.Equal(report, stderr.Bytes()))
	}
}

//goprep:browser differs debug.SetCrashOutput в js/wasm не дублирует отчёт о падении в файл: программа находит его пустым
