// Дерево усиления: три слоя, каждый делает до трёх попыток.
// 1 запрос пользователя -> 3 попытки шлюза -> 9 попыток сервиса -> 27 запросов к БД.

const levels = [
  { y: 40, count: 1, label: '1 запрос пользователя', who: 'клиент' },
  { y: 120, count: 3, label: '3 попытки', who: 'API-шлюз' },
  { y: 200, count: 9, label: '9 попыток', who: 'сервис заказов' },
  { y: 280, count: 27, label: '27 запросов', who: 'база данных' },
];

const left = 170;
const right = 630;

function xs(count: number) {
  const step = (right - left) / count;
  return Array.from({ length: count }, (_, i) => left + step * (i + 0.5));
}

export default function RetriesAmplificationTree() {
  return (
    <svg
      viewBox="0 0 640 320"
      width="100%"
      role="img"
      aria-label="Дерево усиления ретраев: один запрос пользователя, шлюз делает до трёх попыток, каждая попытка вызывает сервис, который тоже делает до трёх попыток, и каждая из девяти попыток до трёх раз идёт в базу. Итого до 27 запросов к базе на один пользовательский запрос."
    >
      <rect x={0} y={0} width={640} height={320} fill="var(--bg)" />
      {levels.slice(1).map((lvl, li) => {
        const up = levels[li]!;
        const parent = xs(up.count);
        const child = xs(lvl.count);
        return child.map((cx, i) => (
          <line
            key={`${li}-${i}`}
            x1={parent[Math.floor(i / 3)]}
            y1={up.y + 12}
            x2={cx}
            y2={lvl.y - 12}
            stroke={i % 3 === 0 ? 'var(--muted)' : 'var(--oi-vermillion)'}
            strokeWidth={1.5}
            strokeDasharray={i % 3 === 0 ? undefined : '4 3'}
          />
        ));
      })}
      {levels.map((lvl) => {
        const w = lvl.count === 27 ? 12 : lvl.count === 9 ? 30 : 64;
        return (
          <g key={lvl.y}>
            <text x={8} y={lvl.y - 2} fontSize={13} fill="var(--fg)">{lvl.who}</text>
            <text x={8} y={lvl.y + 15} fontSize={13} fill="var(--muted)">{lvl.label}</text>
            {xs(lvl.count).map((cx, i) => (
              <rect
                key={i}
                x={cx - w / 2}
                y={lvl.y - 12}
                width={w}
                height={24}
                rx={4}
                fill={i % 3 === 0 || lvl.count === 1 ? 'var(--surface)' : 'var(--oi-vermillion)'}
                fillOpacity={i % 3 === 0 || lvl.count === 1 ? 1 : 0.25}
                stroke={i % 3 === 0 || lvl.count === 1 ? 'var(--border)' : 'var(--oi-vermillion)'}
              />
            ))}
          </g>
        );
      })}
      <text x={left} y={312} fontSize={13} fill="var(--muted)">
        сплошные линии — первая попытка, пунктир и заливка — ретраи
      </text>
    </svg>
  );
}
