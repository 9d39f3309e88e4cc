export default function ReliabilityBreakerStates() {
  const box = { fill: 'var(--surface)', strokeWidth: 2 } as const;
  const text = { fill: 'var(--fg)', fontSize: 16, fontWeight: 600, textAnchor: 'middle' } as const;
  const note = { fill: 'var(--muted)', fontSize: 13, textAnchor: 'middle' } as const;
  return (
    <svg
      viewBox="0 0 640 350"
      width="100%"
      role="img"
      aria-label="Автомат circuit breaker: closed переходит в open, когда доля отказов в окне превысила порог при минимальном числе запросов; open через паузу OpenFor переходит в half-open; half-open возвращается в closed после нужного числа успешных проб и в open при первой неудачной пробе"
    >
      <defs>
        <marker id="rbs-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
          <path d="M0 0 L10 5 L0 10 z" fill="var(--fg)" />
        </marker>
      </defs>

      {/* closed */}
      <rect x="20" y="40" width="170" height="80" rx="14" {...box} stroke="var(--oi-green)" />
      <text x="105" y="74" {...text}>CLOSED</text>
      <text x="105" y="96" {...note}>вызовы идут насквозь,</text>
      <text x="105" y="112" {...note}>счётчики в окне</text>

      {/* open */}
      <rect x="450" y="40" width="170" height="80" rx="14" {...box} stroke="var(--oi-vermillion)" strokeDasharray="8 4" />
      <text x="535" y="74" {...text}>OPEN</text>
      <text x="535" y="96" {...note}>мгновенный ErrOpen,</text>
      <text x="535" y="112" {...note}>в сеть не ходим</text>

      {/* half-open */}
      <rect x="235" y="225" width="170" height="80" rx="14" {...box} stroke="var(--oi-orange)" strokeDasharray="3 3" />
      <text x="320" y="259" {...text}>HALF-OPEN</text>
      <text x="320" y="281" {...note}>пускаем MaxProbes</text>
      <text x="320" y="297" {...note}>пробных вызовов</text>

      {/* closed -> open */}
      <path d="M190 66 L448 66" stroke="var(--fg)" strokeWidth="1.5" fill="none" markerEnd="url(#rbs-arrow)" />
      <text x="320" y="40" {...note}>запросов ≥ MinRequests и</text>
      <text x="320" y="57" {...note}>доля отказов ≥ порога</text>

      {/* open -> half-open */}
      <path d="M520 122 L400 226" stroke="var(--fg)" strokeWidth="1.5" fill="none" markerEnd="url(#rbs-arrow)" />
      <text x="478" y="175" {...note} textAnchor="start">прошло OpenFor;</text>
      <text x="478" y="192" {...note} textAnchor="start">переход делает</text>
      <text x="478" y="209" {...note} textAnchor="start">первый вызов</text>

      {/* half-open -> open */}
      <path d="M380 224 L470 122" stroke="var(--oi-vermillion)" strokeWidth="1.5" strokeDasharray="6 4" fill="none" markerEnd="url(#rbs-arrow)" />
      <text x="425" y="150" {...note} textAnchor="end">проба упала</text>

      {/* half-open -> closed */}
      <path d="M250 224 L140 122" stroke="var(--oi-green)" strokeWidth="1.5" fill="none" markerEnd="url(#rbs-arrow)" />
      <text x="185" y="175" {...note} textAnchor="end">все пробы</text>
      <text x="185" y="192" {...note} textAnchor="end">успешны: счётчики</text>
      <text x="185" y="209" {...note} textAnchor="end">с нуля</text>

      <text x="320" y="335" {...note}>4xx (кроме 429) и отмены клиента отказами не считаются</text>
    </svg>
  );
}
