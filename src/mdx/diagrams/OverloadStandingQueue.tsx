// CoDel отличает всплеск (очередь успевает опустеть за интервал) от стоячей очереди
// (задержка в очереди не падает ниже цели целый интервал) — и режет только вторую.

export default function OverloadStandingQueue() {
  const axis = { stroke: 'var(--muted)', strokeWidth: 1 } as const;
  const note = { fill: 'var(--muted)', fontSize: 13 } as const;
  const label = { fill: 'var(--fg)', fontSize: 14 } as const;
  // x: 0..400 мс → 40..380 px; y: задержка 0..40 мс → 210..50 px
  const x = (ms: number) => 40 + (ms * 340) / 400;
  const y = (ms: number) => 210 - ms * 4;
  const burst = [
    [0, 0], [15, 32], [40, 20], [70, 0],
  ];
  const standing = [
    [150, 0], [170, 26], [200, 22], [230, 25], [260, 21], [270, 5], [290, 4], [320, 5], [350, 3], [400, 4],
  ];
  const path = (pts: number[][]) => pts.map(([t, d], i) => `${i ? 'L' : 'M'}${x(t!)} ${y(d!)}`).join(' ');
  return (
    <svg
      viewBox="0 0 400 280"
      width="100%"
      style={{ maxWidth: 560, minWidth: 0 }}
      role="img"
      aria-label="График задержки в очереди. Слева короткий всплеск: задержка поднимается до тридцати миллисекунд и за семьдесят миллисекунд падает до нуля, CoDel ничего не трогает. Справа стоячая очередь: задержка держится выше цели в пять миллисекунд дольше интервала в сто миллисекунд, и тогда CoDel начинает отбрасывать запросы, пока задержка не опустится ниже цели."
    >
      <line x1={x(0)} y1={y(0)} x2={x(400)} y2={y(0)} {...axis} />
      <line x1={x(0)} y1={y(0)} x2={x(0)} y2={y(40)} {...axis} />
      <text x={x(0) - 6} y={y(40) + 4} {...note} textAnchor="end">40</text>
      <text x={x(0) - 6} y={y(0) + 4} {...note} textAnchor="end">0</text>
      <text x={x(400)} y={y(0) + 18} {...note} textAnchor="end">время, мс</text>
      <text x={x(0) + 4} y={y(40) - 8} {...note}>задержка в очереди, мс</text>

      {/* цель 5 мс */}
      <line x1={x(0)} y1={y(5)} x2={x(400)} y2={y(5)} stroke="var(--oi-green)" strokeDasharray="5 4" />
      <text x={x(400)} y={y(5) - 5} fill="var(--oi-green)" fontSize={13} textAnchor="end">цель 5 мс</text>

      <path d={path(burst)} fill="none" stroke="var(--oi-blue)" strokeWidth={2.5} />
      <text x={x(42)} y={y(15)} {...note}>всплеск:</text>
      <text x={x(42)} y={y(15) + 15} {...note}>пропускаем</text>

      <path d={path(standing)} fill="none" stroke="var(--oi-vermillion)" strokeWidth={2.5} />
      {/* интервал 100 мс, в течение которого задержка не опускалась ниже цели */}
      <line x1={x(165)} y1={y(31)} x2={x(265)} y2={y(31)} stroke="var(--fg)" strokeWidth={1.5} />
      <line x1={x(165)} y1={y(29)} x2={x(165)} y2={y(33)} stroke="var(--fg)" />
      <line x1={x(265)} y1={y(29)} x2={x(265)} y2={y(33)} stroke="var(--fg)" />
      <text x={x(215)} y={y(31) - 8} {...label} textAnchor="middle">интервал 100 мс</text>
      <text x={x(270)} y={y(20)} {...label}>стоячая очередь:</text>
      <text x={x(270)} y={y(20) + 17} {...label}>режем до цели</text>
      <text x={200} y={268} {...note} textAnchor="middle">важна не длина, а падает ли задержка ниже цели</text>
    </svg>
  );
}
