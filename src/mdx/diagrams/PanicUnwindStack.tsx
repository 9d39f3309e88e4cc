export default function PanicUnwindStack() {
  const frame = (y: number, name: string, note?: string) => (
    <g>
      <rect x={20} y={y} width={300} height={72} rx={6} fill="var(--surface)" stroke="var(--border)" strokeWidth={1.5} />
      <text x={34} y={y + 24} fontSize={15} fontWeight={600} fill="var(--fg)" fontFamily="monospace">
        {name}
      </text>
      {note && (
        <text x={34} y={y + 46} fontSize={13} fill="var(--muted)">
          {note}
        </text>
      )}
    </g>
  );
  const pill = (x: number, y: number, w: number, label: string, stroke: string, dashed = false) => (
    <g>
      <rect x={x} y={y} width={w} height={26} rx={13} fill="var(--bg)" stroke={stroke} strokeWidth={1.5} strokeDasharray={dashed ? '5 4' : undefined} />
      <text x={x + w / 2} y={y + 18} fontSize={13} textAnchor="middle" fill="var(--fg)">
        {label}
      </text>
    </g>
  );
  const step = (n: number, y: number, label: string, stroke: string) => (
    <g>
      <circle cx={372} cy={y} r={13} fill="var(--bg)" stroke={stroke} strokeWidth={2} />
      <text x={372} y={y + 5} fontSize={13} fontWeight={700} textAnchor="middle" fill="var(--fg)">
        {n}
      </text>
      <text x={394} y={y + 5} fontSize={14} fill="var(--fg)">
        {label}
      </text>
    </g>
  );
  return (
    <svg viewBox="0 0 640 430" width="100%" role="img"
      aria-label="Раскрутка стека при панике: кадры main, handle, price, loadRow; паника в loadRow; отложенные вызовы выполняются в порядке LIFO сверху вниз по стеку, recover в handle останавливает раскрутку, main продолжает работу">
      <defs>
        <marker id="puw-arrow" viewBox="0 0 10 10" refX={8} refY={5} markerWidth={7} markerHeight={7} orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="var(--oi-vermillion)" />
        </marker>
      </defs>
      <text x={20} y={20} fontSize={13} fill="var(--muted)">вершина стека (последний вызов)</text>

      {frame(30, 'loadRow(7)')}
      {pill(150, 40, 76, 'defer #1', 'var(--oi-sky)')}
      {pill(234, 40, 76, 'defer #2', 'var(--oi-sky)')}
      <text x={34} y={88} fontSize={13} fontWeight={600} fill="var(--oi-vermillion)">✖ panic: nil map</text>

      {frame(112, 'price(7)')}
      {pill(234, 122, 76, 'defer', 'var(--oi-sky)')}

      {frame(194, 'handle(7)', 'status = 500')}
      {pill(130, 204, 88, 'recover()', 'var(--oi-green)')}
      {pill(226, 204, 84, 'defer print', 'var(--oi-sky)')}

      {frame(276, 'main()', 'продолжает работу')}
      {pill(234, 286, 76, 'defer', 'var(--muted)', true)}
      <text x={20} y={372} fontSize={13} fill="var(--muted)">дно стека</text>

      <path d="M 336 60 L 336 232" stroke="var(--oi-vermillion)" strokeWidth={2.5} strokeDasharray="7 5" fill="none" markerEnd="url(#puw-arrow)" />
      <line x1={326} y1={244} x2={346} y2={244} stroke="var(--oi-green)" strokeWidth={4} />

      <text x={362} y={44} fontSize={14} fontWeight={700} fill="var(--fg)">Порядок во время паники</text>
      {step(1, 70, 'loadRow: defer #2 (LIFO)', 'var(--oi-sky)')}
      {step(2, 102, 'loadRow: defer #1', 'var(--oi-sky)')}
      {step(3, 134, 'price: defer', 'var(--oi-sky)')}
      {step(4, 166, 'handle: defer print', 'var(--oi-sky)')}
      {step(5, 198, 'handle: recover() ≠ nil', 'var(--oi-green)')}
      <text x={394} y={224} fontSize={13} fill="var(--muted)">паника остановлена, кадры</text>
      <text x={394} y={242} fontSize={13} fill="var(--muted)">выше handle сняты разом</text>

      <text x={362} y={290} fontSize={14} fontWeight={700} fill="var(--fg)">Дальше — обычный поток</text>
      <text x={362} y={316} fontSize={13} fill="var(--fg)">handle возвращает status = 500</text>
      <text x={362} y={340} fontSize={13} fill="var(--fg)">main печатает и идёт дальше;</text>
      <text x={362} y={364} fontSize={13} fill="var(--fg)">defer main — при его return</text>

      <line x1={20} y1={396} x2={48} y2={396} stroke="var(--oi-vermillion)" strokeWidth={2.5} strokeDasharray="7 5" />
      <text x={56} y={401} fontSize={13} fill="var(--muted)">путь раскрутки</text>
      <line x1={190} y1={396} x2={212} y2={396} stroke="var(--oi-green)" strokeWidth={4} />
      <text x={220} y={401} fontSize={13} fill="var(--muted)">recover останавливает</text>
      <rect x={396} y={386} width={40} height={18} rx={9} fill="none" stroke="var(--muted)" strokeDasharray="5 4" />
      <text x={444} y={401} fontSize={13} fill="var(--muted)">не выполняется при панике</text>
    </svg>
  );
}
