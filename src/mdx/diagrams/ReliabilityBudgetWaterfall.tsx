const x0 = 120;
const scale = 500 / 3000; // px на миллисекунду
const px = (ms: number) => x0 + ms * scale;

type Bar = { from: number; to: number; label: string; kind: 'call' | 'wait' | 'reserve' | 'slack' };

const rows: { name: string; bars: Bar[] }[] = [
  { name: 'auth', bars: [{ from: 0, to: 200, label: '200', kind: 'call' }] },
  { name: 'профиль', bars: [{ from: 200, to: 600, label: '400', kind: 'call' }] },
  {
    name: 'платёж',
    bars: [
      { from: 600, to: 1200, label: '600', kind: 'call' },
      { from: 1200, to: 1300, label: '', kind: 'wait' },
      { from: 1300, to: 1900, label: '600', kind: 'call' },
      { from: 1900, to: 2000, label: '', kind: 'wait' },
      { from: 2000, to: 2600, label: '600', kind: 'call' },
    ],
  },
  {
    name: 'ответ',
    bars: [
      { from: 2600, to: 2700, label: '', kind: 'reserve' },
      { from: 2700, to: 3000, label: '300', kind: 'slack' },
    ],
  },
];

const style = {
  call: { fill: 'var(--oi-sky)', stroke: 'var(--fg)', dash: undefined, opacity: 0.4 },
  wait: { fill: 'var(--surface)', stroke: 'var(--oi-orange)', dash: '3 2', opacity: 1 },
  reserve: { fill: 'var(--oi-yellow)', stroke: 'var(--fg)', dash: undefined, opacity: 0.5 },
  slack: { fill: 'var(--bg)', stroke: 'var(--border)', dash: '6 4', opacity: 1 },
} as const;

export default function ReliabilityBudgetWaterfall() {
  return (
    <svg
      viewBox="0 0 640 300"
      width="100%"
      role="img"
      aria-label="Водопад бюджета запроса в 3 секунды: auth 200 мс, профиль 400 мс, платёж три попытки по 600 мс с двумя паузами backoff по 100 мс, всего 2000 мс, затем резерв 100 мс на запись ответа; занято 2700 мс, запас 300 мс"
    >
      {[0, 500, 1000, 1500, 2000, 2500, 3000].map((t) => (
        <g key={t}>
          <line x1={px(t)} y1="40" x2={px(t)} y2="230" stroke="var(--border)" strokeDasharray="2 4" />
          <text x={px(t)} y="30" fill="var(--muted)" fontSize="13" textAnchor="middle">
            {t === 0 ? '0' : `${t / 1000} с`}
          </text>
        </g>
      ))}
      <rect x={px(0)} y="44" width={3000 * scale} height="26" fill="none" stroke="var(--accent)" strokeWidth="2" />
      <text x="10" y="62" fill="var(--fg)" fontSize="14" fontWeight="600">
        ingress
      </text>
      <text x={px(1500)} y="62" fill="var(--fg)" fontSize="13" textAnchor="middle">
        дедлайн запроса 3000 мс
      </text>
      {rows.map((r, i) => {
        const y = 84 + i * 38;
        return (
          <g key={r.name}>
            <text x="10" y={y + 18} fill="var(--fg)" fontSize="14">
              {r.name}
            </text>
            {r.bars.map((b) => (
              <g key={b.from}>
                <rect
                  x={px(b.from)}
                  y={y}
                  width={(b.to - b.from) * scale}
                  height="26"
                  fill={style[b.kind].fill}
                  fillOpacity={style[b.kind].opacity}
                  stroke={style[b.kind].stroke}
                  strokeDasharray={style[b.kind].dash}
                />
                {b.label && (
                  <text x={px((b.from + b.to) / 2)} y={y + 18} fill="var(--fg)" fontSize="13" textAnchor="middle">
                    {b.label}
                  </text>
                )}
              </g>
            ))}
          </g>
        );
      })}
      <text x="10" y="258" fill="var(--muted)" fontSize="13">
        Голубые — попытки; пунктир — backoff по 100 мс; жёлтый — резерв 100 мс.
      </text>
      <text x="10" y="280" fill="var(--muted)" fontSize="13">
        Итого 2700 мс из 3000. Каждый вызов получает min(want, remaining − reserve).
      </text>
    </svg>
  );
}
