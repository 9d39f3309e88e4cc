package main

import "fmt"

// Бюджет ретраев в духе gRPC retryThrottling: maxTokens 10, tokenRatio 0.1.
// Считаем в тысячных долях токена, чтобы не копить ошибку float.
type RetryBudget struct{ milli, maxMilli int }

func (b *RetryBudget) OnFailure() { b.milli = max(b.milli-1000, 0) }
func (b *RetryBudget) OnSuccess() { b.milli = min(b.milli+100, b.maxMilli) }

// Ретрай разрешён, пока токенов строго больше половины максимума.
func (b *RetryBudget) AllowRetry() bool { return b.milli > b.maxMilli/2 }

func main() {
	budget := &RetryBudget{milli: 10000, maxMilli: 10000}

	for i := 1; i <= 6; i++ {
		budget.OnFailure()
		fmt.Printf("failure %d: tokens=%.1f retry=%v\n", i, float64(budget.milli)/1000, budget.AllowRetry())
	}
	for range 10 {
		budget.OnSuccess()
	}
	fmt.Printf("after 10 successes: tokens=%.1f retry=%v\n", float64(budget.milli)/1000, budget.AllowRetry())
	budget.OnSuccess()
	fmt.Printf("after 11 successes: tokens=%.1f retry=%v\n", float64(budget.milli)/1000, budget.AllowRetry())
}
