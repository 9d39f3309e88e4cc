// Паузы одного клиента по попыткам для четырёх стратегий jitter.
// Числа — вывод программы examples/retries/jitter-strategies
// (base = 100 мс, cap = 10 с, rand.New(rand.NewPCG(1, 2))).

const series = [
  { name: 'без jitter', color: 'var(--fg)', dash: '', shape: 'circle', values: [100, 200, 400, 800, 1600, 3200, 6400, 10000, 10000, 10000] },
  { name: 'full', color: 'var(--oi-blue)', dash: '6 4', shape: 'square', values: [76, 123, 313, 637, 374, 131, 3199, 4493, 1327, 1837] },
  { name: 'equal', color: 'var(--oi-orange)', dash: '2 4', shape: 'triangle', values: [83, 144, 388, 448, 1117, 2853, 5538, 7542, 5366, 6651] },
  { name: 'decorrelated', color: 'var(--oi-green)', dash: '12 4 2 4', shape: 'diamond', values: [109, 246, 232, 112, 179, 410, 935, 2326, 6693, 9306] },
] as const;

const left = 70;
const right = 500;
const top = 40;
const bottom = 300;
const minLog = Math.log10(50);
const maxLog = Math.log10(12000);

const x = (attempt: number) => left + (attempt * (right - left)) / 9;
const y = (ms: number) => bottom - ((Math.log10(ms) - minLog) / (maxLog - minLog)) * (bottom - top);

function Marker({ shape, cx, cy, color }: { shape: string; cx: number; cy: number; color: string }) {
  if (shape === 'square') return <rect x={cx - 4} y={cy - 4} width={8} height={8} fill={color} />;
  if (shape === 'triangle') return <polygon points={`${cx},${cy - 5} ${cx + 5},${cy + 4} ${cx - 5},${cy + 4}`} fill={color} />;
  if (shape === 'diamond') return <polygon points={`${cx},${cy - 5} ${cx + 5},${cy} ${cx},${cy + 5} ${cx - 5},${cy}`} fill={color} />;
  return <circle cx={cx} cy={cy} r={4} fill={color} />;
}

const ticks = [
  { ms: 100, label: '100 мс' },
  { ms: 1000, label: '1 с' },
  { ms: 10000, label: '10 с' },
];

export default function RetriesJitterDelays() {
  return (
    <svg
      viewBox="0 0 640 350"
      width="100%"
      role="img"
      aria-label="График пауз по номеру попытки от 0 до 9 в логарифмической шкале. Без jitter пауза удваивается от 100 мс до потолка 10 с. Full jitter разбросан от 76 мс до 4,5 с ниже этой кривой, equal jitter держится между половиной и полной экспонентой, decorrelated растёт неровно от 109 мс до 9,3 с."
    >
      <rect x={0} y={0} width={640} height={350} fill="var(--bg)" />
      {ticks.map((t) => (
        <g key={t.ms}>
          <line x1={left} x2={right} y1={y(t.ms)} y2={y(t.ms)} stroke="var(--border)" strokeDasharray="2 3" />
          <text x={left - 8} y={y(t.ms) + 5} textAnchor="end" fontSize={13} fill="var(--muted)">{t.label}</text>
        </g>
      ))}
      <line x1={left} x2={right} y1={bottom} y2={bottom} stroke="var(--border)" />
      <line x1={left} x2={left} y1={top} y2={bottom} stroke="var(--border)" />
      {Array.from({ length: 10 }, (_, i) => (
        <text key={i} x={x(i)} y={bottom + 18} textAnchor="middle" fontSize={13} fill="var(--muted)">{i}</text>
      ))}
      <text x={(left + right) / 2} y={bottom + 40} textAnchor="middle" fontSize={13} fill="var(--fg)">номер попытки (attempt)</text>
      <text x={left - 8} y={18} textAnchor="end" fontSize={13} fill="var(--fg)">пауза</text>

      {series.map((s) => (
        <g key={s.name}>
          <polyline
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            strokeDasharray={s.dash || undefined}
          />
          {s.values.map((v, i) => (
            <Marker key={i} shape={s.shape} cx={x(i)} cy={y(v)} color={s.color} />
          ))}
        </g>
      ))}

      {series.map((s, i) => (
        <g key={s.name} transform={`translate(515, ${60 + i * 34})`}>
          <line x1={0} x2={30} y1={0} y2={0} stroke={s.color} strokeWidth={2} strokeDasharray={s.dash || undefined} />
          <Marker shape={s.shape} cx={15} cy={0} color={s.color} />
          <text x={38} y={5} fontSize={13} fill="var(--fg)">{s.name}</text>
        </g>
      ))}
      <text x={515} y={210} fontSize={13} fill="var(--muted)">шкала пауз</text>
      <text x={515} y={228} fontSize={13} fill="var(--muted)">логарифмическая</text>
    </svg>
  );
}
