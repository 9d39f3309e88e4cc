// t.Fatal (то есть t.FailNow) из горутины, запущенной тестом, останавливает
// только эту горутину: FailNow вызывает runtime.Goexit там, где его позвали.
// Тест запущен через testing.Main, чтобы он жил в обычной программе;
// в проекте это был бы _test.go и go test — вывод тот же.
package main

import (
	"fmt"
	"os"
	"regexp"
	"testing"
)

func TestCharge(t *testing.T) {
	done := make(chan struct{})
	go func() {
		defer close(done)
		t.Fatal("шлюз ответил 500") // Goexit этой горутины, не теста
		fmt.Println("не напечатается")
	}()
	<-done
	fmt.Println("тест продолжается после t.Fatal в горутине")
}

func main() {
	os.Args = []string{os.Args[0], "-test.v"}
	match := func(pat, str string) (bool, error) { return regexp.MatchString(pat, str) }
	testing.Main(match, []testing.InternalTest{{Name: "TestCharge", F: TestCharge}}, nil, nil)
}

//goprep:novet вопрос о том, что ловит анализатор testinggoroutine в go vet
//goprep:timing строка --- FAIL содержит длительность теста
