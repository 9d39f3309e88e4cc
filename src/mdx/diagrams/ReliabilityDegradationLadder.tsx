const steps = [
  { level: '0', name: 'Полный ответ', hint: 'все зависимости живы' },
  { level: '1', name: 'Протухший кэш', hint: 'последнее известное значение, помечено stale' },
  { level: '2', name: 'Дефолт', hint: 'топ популярного, неперсональный вариант' },
  { level: '3', name: 'Частичный ответ', hint: '200 без блока и partial: true' },
  { level: '4', name: 'Отложить работу', hint: 'очередь или outbox, 202 Accepted' },
  { level: '5', name: 'Только чтение', hint: 'запись выключена, чтение с реплики' },
  { level: '6', name: 'Честный отказ', hint: '503 + Retry-After или страница обслуживания' },
];

export default function ReliabilityDegradationLadder() {
  const stepH = 48;
  const stepW = 362;
  const shift = 40;
  return (
    <svg
      viewBox="0 0 640 380"
      width="100%"
      role="img"
      aria-label="Лестница деградации из семи ступеней сверху вниз: полный ответ, протухший кэш, дефолт, частичный ответ, отложенная работа с ответом 202, режим только чтения, честный отказ 503 с Retry-After. Чем ниже ступень, тем хуже качество ответа"
    >
      {steps.map((s, i) => {
        const x = 10 + i * shift;
        const y = 8 + i * stepH;
        const last = i === steps.length - 1;
        return (
          <g key={s.level}>
            <rect
              x={x}
              y={y}
              width={stepW}
              height={stepH - 6}
              rx="6"
              fill="var(--surface)"
              stroke={i === 0 ? 'var(--oi-green)' : last ? 'var(--oi-vermillion)' : 'var(--border)'}
              strokeWidth="2"
              strokeDasharray={i === 0 ? undefined : last ? '8 4' : '3 3'}
            />
            <text x={x + 12} y={y + 19} fill="var(--accent)" fontSize="15" fontWeight="700">
              {s.level}
            </text>
            <text x={x + 32} y={y + 19} fill="var(--fg)" fontSize="15" fontWeight="600">
              {s.name}
            </text>
            <text x={x + 32} y={y + 36} fill="var(--muted)" fontSize="13">
              {s.hint}
            </text>
          </g>
        );
      })}
      <text x="10" y="372" fill="var(--muted)" fontSize="13">
        ↓ качество ответа падает; каждая ступень видна в метриках и заголовках ответа
      </text>
    </svg>
  );
}
