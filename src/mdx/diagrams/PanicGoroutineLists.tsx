export default function PanicGoroutineLists() {
  const box = (x: number, y: number, w: number, h: number, title: string, lines: string[], stroke = 'var(--border)', dashed = false) => (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={6} fill="var(--surface)" stroke={stroke} strokeWidth={1.8} strokeDasharray={dashed ? '6 4' : undefined} />
      <text x={x + 12} y={y + 22} fontSize={15} fontWeight={700} fill="var(--fg)" fontFamily="monospace">
        {title}
      </text>
      <line x1={x} y1={y + 32} x2={x + w} y2={y + 32} stroke="var(--border)" />
      {lines.map((l, i) => (
        <text key={l} x={x + 12} y={y + 52 + i * 21} fontSize={13} fill="var(--fg)" fontFamily="monospace">
          {l}
        </text>
      ))}
    </g>
  );
  const arrow = (d: string, color: string, dashed = false) => (
    <path d={d} fill="none" stroke={color} strokeWidth={2} strokeDasharray={dashed ? '6 4' : undefined} markerEnd="url(#pgl-head)" />
  );
  return (
    <svg viewBox="0 0 640 500" width="100%" role="img"
      aria-label="Дескриптор горутины g хранит указатели на текущую панику _panic и на односвязный список отложенных вызовов _defer; _panic ссылается на более раннюю панику и на биты open-coded defer в кадре функции; у другой горутины свои списки">
      <defs>
        <marker id="pgl-head" viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="var(--fg)" />
        </marker>
      </defs>

      {box(20, 30, 190, 190, 'runtime.g', ['stack [lo, hi)', 'sched (sp, pc)', 'goid, atomicstatus', 'm (текущий поток)', '_panic  ●', '_defer  ●'], 'var(--accent)')}
      {box(250, 30, 200, 212, '_panic', ['arg      any', 'link     ●', 'startPC, startSP', 'pc, sp, fp', 'deferBitsPtr ●', 'slotsPtr', 'recovered, repanicked'], 'var(--oi-vermillion)')}
      {box(480, 40, 140, 96, '_panic', ['более ранняя', 'паника'], 'var(--oi-vermillion)', true)}

      {box(20, 300, 120, 100, '_defer', ['fn  func()', 'sp, pc', 'link ●'], 'var(--oi-sky)')}
      {box(170, 300, 120, 100, '_defer', ['fn  func()', 'sp, pc', 'link ●'], 'var(--oi-sky)')}
      <text x={306} y={356} fontSize={15} fill="var(--muted)" fontFamily="monospace">nil</text>

      {box(390, 290, 236, 120, 'кадр f() на стеке', ['deferBits 0b011', 'слот 0: fn, слот 1: fn', 'FUNCDATA_OpenCodedDeferInfo'], 'var(--oi-green)')}

      {arrow('M 96 161 L 212 161 C 232 161, 228 70, 248 70', 'var(--oi-vermillion)')}
      {arrow('M 92 188 C 92 240, 80 260, 80 298', 'var(--oi-sky)')}
      {arrow('M 338 98 C 420 98, 440 88, 478 88', 'var(--oi-vermillion)', true)}
      {arrow('M 372 161 C 450 170, 508 220, 508 288', 'var(--oi-green)')}
      {arrow('M 84 389 C 120 389, 140 350, 168 350', 'var(--oi-sky)')}
      {arrow('M 234 389 C 262 389, 280 356, 300 352', 'var(--oi-sky)')}

      <text x={20} y={428} fontSize={13} fill="var(--muted)">heap/stack-allocated defer: список в g</text>
      <text x={20} y={446} fontSize={13} fill="var(--muted)">(defer в цикле, больше 8 defer и т. п.)</text>
      <text x={390} y={428} fontSize={13} fill="var(--muted)">open-coded defer: не в списке,</text>
      <text x={390} y={446} fontSize={13} fill="var(--muted)">а в самом кадре функции</text>

      <rect x={20} y={458} width={606} height={38} rx={6} fill="none" stroke="var(--border)" strokeDasharray="3 3" />
      <text x={32} y={482} fontSize={13} fill="var(--fg)">
        У другой горутины свой g и свои списки: recover видит только gp._panic своей.
      </text>
    </svg>
  );
}
