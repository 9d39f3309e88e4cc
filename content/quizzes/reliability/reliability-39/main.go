package main

import (
	"context"
	"fmt"
)

// Три пакета в одном файле. Пакет auth: ключ неэкспортируемый, снаружи его не видно.
const authUserKey = "user"

func withUser(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, authUserKey, id)
}

func userFrom(ctx context.Context) any { return ctx.Value(authUserKey) }

// Пакет audit: у ключа свой тип.
type auditKey string

const auditUserKey auditKey = "user"

func withAuditor(ctx context.Context, name string) context.Context {
	return context.WithValue(ctx, auditUserKey, name)
}

func auditorFrom(ctx context.Context) any { return ctx.Value(auditUserKey) }

// Пакет tracing: «пользователь» здесь — клиент из заголовка User-Agent.
func withClient(ctx context.Context, agent string) context.Context {
	return context.WithValue(ctx, "user", agent)
}

func clientFrom(ctx context.Context) any { return ctx.Value("user") }

func main() {
	// Первый сервис ставит middleware в порядке auth, audit, tracing.
	ctx := withClient(withAuditor(withUser(context.Background(), "u-42"), "auditor-1"), "curl/8.5")
	fmt.Println("auth:", userFrom(ctx), "| audit:", auditorFrom(ctx))

	// Второй сервис — в обратном порядке.
	ctx = withUser(withClient(context.Background(), "curl/8.5"), "u-42")
	fmt.Println("tracing:", clientFrom(ctx))
}
