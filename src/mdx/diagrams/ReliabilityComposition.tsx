const layers = [
  { name: '1. Бюджет', hint: 'childCtx: min(want, remaining − reserve)', stroke: 'var(--accent)', dash: undefined },
  { name: '2. Retry', hint: 'классификатор, backoff + jitter, Retry-After', stroke: 'var(--oi-blue)', dash: '8 4' },
  { name: '3. Circuit breaker', hint: 'ErrOpen за микросекунды; считает каждую попытку', stroke: 'var(--oi-vermillion)', dash: '3 3' },
  { name: '4. Bulkhead', hint: 'семафор зависимости; нет слота — ErrBulkheadFull', stroke: 'var(--oi-orange)', dash: '10 3 2 3' },
  { name: '5. Таймаут попытки', hint: 'context.WithTimeout на одну попытку', stroke: 'var(--oi-green)', dash: undefined },
];

export default function ReliabilityComposition() {
  const pad = 26;
  return (
    <svg
      viewBox="0 0 640 340"
      width="100%"
      role="img"
      aria-label="Вложенные обёртки вызова зависимости снаружи внутрь: бюджет запроса, retry, circuit breaker, bulkhead, таймаут одной попытки, в центре сам сетевой вызов с ключом идемпотентности"
    >
      {layers.map((l, i) => {
        const x = 10 + i * pad;
        const y = 10 + i * 48;
        return (
          <g key={l.name}>
            <rect
              x={x}
              y={y}
              width={620 - 2 * i * pad}
              height={320 - 56 * i}
              rx="10"
              fill={i % 2 === 0 ? 'var(--surface)' : 'var(--bg)'}
              stroke={l.stroke}
              strokeWidth="2"
              strokeDasharray={l.dash}
            />
            <text x={x + 12} y={y + 22} fill="var(--fg)" fontSize="15" fontWeight="600">
              {l.name}
            </text>
            <text x={x + 12} y={y + 40} fill="var(--muted)" fontSize="13">
              {l.hint}
            </text>
          </g>
        );
      })}
      <rect x={10 + 5 * pad} y={250} width={620 - 10 * pad} height={40} rx="8" fill="var(--surface)" stroke="var(--fg)" />
      <text x="320" y={275} fill="var(--fg)" fontSize="13" fontWeight="600" textAnchor="middle">
        вызов: POST /charge, Idempotency-Key
      </text>
    </svg>
  );
}
