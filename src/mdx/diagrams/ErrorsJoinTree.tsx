type TreeNode = { n: number; name: string; note: string; x: number; y: number; hit?: boolean; skipped?: boolean };

const nodes: TreeNode[] = [
  { n: 1, name: 'shutdown', note: 'Unwrap() []error', x: 320, y: 44 },
  { n: 2, name: 'db', note: 'один ребёнок', x: 110, y: 144 },
  { n: 4, name: 'cache', note: 'Unwrap() []error', x: 320, y: 144 },
  { n: 7, name: 'queue', note: 'TIMEOUT', x: 530, y: 144, skipped: true },
  { n: 3, name: 'conn-reset', note: 'RESET', x: 110, y: 244 },
  { n: 5, name: 'node-a', note: 'TIMEOUT', x: 250, y: 244, hit: true },
  { n: 6, name: 'node-b', note: 'REFUSED', x: 390, y: 244, skipped: true },
];

const edges: [number, number][] = [
  [1, 2],
  [1, 4],
  [1, 7],
  [2, 3],
  [4, 5],
  [4, 6],
];

const W = 124;
const H = 46;

export default function ErrorsJoinTree() {
  const byN = new Map(nodes.map((node) => [node.n, node]));
  return (
    <svg
      viewBox="0 0 640 360"
      width="100%"
      role="img"
      aria-label="Дерево ошибок из errors.Join и порядок, в котором его обходит errors.Is: сам узел, затем дети слева направо, каждый до дна. Номера: 1 shutdown, 2 db, 3 conn-reset, 4 cache, 5 node-a, 6 node-b, 7 queue. Поиск TIMEOUT останавливается на узле 5; узлы 6 и 7 не посещаются."
    >
      {edges.map(([from, to]) => {
        const a = byN.get(from)!;
        const b = byN.get(to)!;
        return (
          <line key={`${from}-${to}`} x1={a.x} y1={a.y + H / 2} x2={b.x} y2={b.y - H / 2} stroke="var(--border)" strokeWidth="1.5" />
        );
      })}
      {nodes.map((node) => (
        <g key={node.n}>
          <rect
            x={node.x - W / 2}
            y={node.y - H / 2}
            width={W}
            height={H}
            rx="8"
            fill="var(--surface)"
            stroke={node.hit ? 'var(--oi-orange)' : 'var(--border)'}
            strokeWidth={node.hit ? 3 : 1.5}
            strokeDasharray={node.skipped ? '5 4' : undefined}
          />
          <text x={node.x} y={node.y - 3} fontSize="14" textAnchor="middle" fill="var(--fg)" fontWeight={node.hit ? 'bold' : undefined}>
            {node.name}
          </text>
          <text x={node.x} y={node.y + 15} fontSize="13" textAnchor="middle" fill="var(--muted)">
            {node.note}
          </text>
          <circle cx={node.x - W / 2} cy={node.y - H / 2} r="12" fill={node.skipped ? 'var(--bg)' : 'var(--accent)'} stroke="var(--accent)" strokeWidth="1.5" />
          <text
            x={node.x - W / 2}
            y={node.y - H / 2 + 5}
            fontSize="13"
            textAnchor="middle"
            fontWeight="bold"
            fill={node.skipped ? 'var(--accent)' : 'var(--bg)'}
          >
            {node.n}
          </text>
        </g>
      ))}
      <text x="20" y="306" fontSize="13" fill="var(--fg)">
        Порядок: узел, затем его дети слева направо, каждый до дна (pre-order).
      </text>
      <text x="20" y="326" fontSize="13" fill="var(--fg)">
        errors.Is(tree, TIMEOUT): 1 → 2 → 3 → 4 → 5 — совпало, обход остановлен.
      </text>
      <text x="20" y="346" fontSize="13" fill="var(--muted)">
        Пунктир: узлы 6 и 7 при этом поиске не посещены; без совпадений обход прошёл бы все 7.
      </text>
    </svg>
  );
}
