// Изоляция процессом: нестабильный код работает в дочернем процессе.
// Fatal error в нём recover не поймал бы, но родитель переживает падение
// и превращает его в обычную ошибку.
package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

const roleEnv = "DECODER_CHILD"

// decodeUnsafe — «нестабильная библиотека»: на входе "lock" она
// дедлочится, что рантайм завершает fatal error, минуя recover.
func decodeUnsafe(input string) string {
	if input == "lock" {
		ch := make(chan struct{})
		<-ch
	}
	return strings.ToUpper(input)
}

func child(input string) {
	defer func() { recover() }() // не поможет при fatal error
	fmt.Print(decodeUnsafe(input))
}

// decodeIsolated запускает этот же бинарь в роли дочернего процесса.
func decodeIsolated(input string) (string, error) {
	self, err := os.Executable()
	if err != nil {
		return "", err
	}
	cmd := exec.Command(self, input)
	cmd.Env = append(os.Environ(), roleEnv+"=1", "GOTRACEBACK=none")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	var exitErr *exec.ExitError
	if errors.As(err, &exitErr) {
		first, _, _ := strings.Cut(stderr.String(), "\n")
		return "", fmt.Errorf("decoder crashed (exit %d): %s", exitErr.ExitCode(), first)
	}
	return stdout.String(), err
}

func main() {
	if os.Getenv(roleEnv) == "1" {
		child(os.Args[1])
		return
	}
	for _, in := range []string{"hello", "lock", "world"} {
		out, err := decodeIsolated(in)
		fmt.Printf("%-5s → %q, err=%v\n", in, out, err)
	}
	fmt.Println("родитель жив")
}

//goprep:browser no запускает дочерний процесс (os/exec): в браузере процессов нет
