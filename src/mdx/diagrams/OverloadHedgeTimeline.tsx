// Hedged-запрос: вторая попытка уходит, только если первая не ответила за p95;
// побеждает первый ответ, проигравшая попытка отменяется.

export default function OverloadHedgeTimeline() {
  const lane = { fill: 'var(--fg)', fontSize: 14 } as const;
  const note = { fill: 'var(--muted)', fontSize: 13 } as const;
  const x = (ms: number) => 90 + ms * 2.6; // 0..110 мс → 90..376 px
  return (
    <svg
      viewBox="0 0 400 230"
      width="100%"
      style={{ maxWidth: 560, minWidth: 0 }}
      role="img"
      aria-label="Временная шкала hedged-запроса. В момент ноль клиент отправляет запрос реплике A, она отвечает медленно. Когда проходит задержка хеджа, равная примерно девяносто пятому перцентилю, клиент отправляет ту же операцию реплике B. B отвечает быстро, клиент берёт её ответ и отменяет запрос к A. Дополнительная нагрузка — только хеджи, то есть около пяти процентов запросов."
    >
      <defs>
        <marker id="oht-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="var(--fg)" />
        </marker>
      </defs>
      <text x={8} y={54} {...lane}>реплика A</text>
      <text x={8} y={114} {...lane}>реплика B</text>
      <text x={8} y={174} {...lane}>клиент</text>

      <rect x={x(0)} y={40} width={x(100) - x(0)} height={20} rx={4} fill="var(--oi-vermillion)" fillOpacity={0.25} stroke="var(--oi-vermillion)" />
      <text x={x(3)} y={55} {...note}>отстаёт (GC, диск)</text>
      <line x1={x(58)} y1={36} x2={x(58)} y2={64} stroke="var(--oi-vermillion)" strokeWidth={3} />
      <text x={x(58)} y={30} fill="var(--oi-vermillion)" fontSize={13} textAnchor="middle">отменён</text>

      <line x1={x(40)} y1={24} x2={x(40)} y2={190} stroke="var(--oi-green)" strokeDasharray="5 4" />
      <text x={x(40)} y={206} fill="var(--oi-green)" fontSize={13} textAnchor="middle">задержка хеджа ≈ p95</text>

      <rect x={x(40)} y={100} width={x(58) - x(40)} height={20} rx={4} fill="var(--oi-green)" fillOpacity={0.25} stroke="var(--oi-green)" />
      <text x={x(60)} y={115} {...note}>быстрый ответ</text>

      <line x1={x(0)} y1={170} x2={x(108)} y2={170} stroke="var(--muted)" />
      <path d={`M${x(0)} 168 L${x(0)} 64`} stroke="var(--fg)" strokeWidth={1.2} markerEnd="url(#oht-arrow)" />
      <path d={`M${x(40)} 168 L${x(40)} 124`} stroke="var(--fg)" strokeWidth={1.2} markerEnd="url(#oht-arrow)" />
      <path d={`M${x(58)} 122 L${x(58)} 166`} stroke="var(--oi-green)" strokeWidth={1.5} markerEnd="url(#oht-arrow)" />
      <text x={396} y={188} {...note} textAnchor="end">первый ответ побеждает</text>
      <text x={200} y={226} {...note} textAnchor="middle">лишняя нагрузка — только хеджи, ~5 % запросов</text>
    </svg>
  );
}
