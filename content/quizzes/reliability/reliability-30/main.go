package main

import "fmt"

// Токены храним в десятых долях: maxTokens 10 -> 100, tokenRatio 0.1 -> 1.
type Throttle struct{ tenths int }

const maxTenths = 100

func (t *Throttle) Record(ok bool) {
	if ok {
		t.tenths = min(t.tenths+1, maxTenths)
	} else {
		t.tenths = max(t.tenths-10, 0)
	}
}

func (t *Throttle) RetryAllowed() bool { return t.tenths > maxTenths/2 }

func main() {
	th := &Throttle{tenths: maxTenths}
	outcomes := "FFFFSFFS" // F — RPC упал, S — RPC прошёл

	for i, o := range outcomes {
		ok := o == 'S'
		th.Record(ok)
		if !ok {
			fmt.Printf("rpc %d failed, retry allowed: %v\n", i+1, th.RetryAllowed())
		}
	}
	fmt.Printf("tokens left: %d.%d\n", th.tenths/10, th.tenths%10)
}
