export default function ErrorsChainBoxes() {
  const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
  return (
    <svg
      viewBox="0 0 640 330"
      width="100%"
      role="img"
      aria-label="Цепочка ошибок как матрёшка: внешняя обёртка checkout содержит обёртку reserve, а та — sentinel ErrOutOfStock, корень цепочки. Каждый Unwrap снимает один слой; errors.Is проверяет звенья снаружи внутрь."
    >
      <defs>
        <marker id="errors-chain-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
          <path d="M0,0 L10,5 L0,10 z" fill="var(--accent)" />
        </marker>
      </defs>

      {/* звено 0 */}
      <rect x="12" y="12" width="616" height="250" rx="10" fill="var(--surface)" stroke="var(--border)" strokeWidth="1.5" />
      <text x="28" y="38" fontSize="13" fill="var(--muted)">звено 0 · *fmt.wrapError · добавил слой checkout</text>
      <text x="28" y="60" fontSize="13" fontFamily={mono} fill="var(--fg)">
        "checkout ord-81: reserve 3 × SKU-7: out of stock"
      </text>

      {/* звено 1 */}
      <rect x="44" y="76" width="552" height="170" rx="10" fill="var(--bg)" stroke="var(--border)" strokeWidth="1.5" strokeDasharray="6 4" />
      <text x="60" y="102" fontSize="13" fill="var(--muted)">звено 1 · *fmt.wrapError · добавил слой reserve</text>
      <text x="60" y="124" fontSize="13" fontFamily={mono} fill="var(--fg)">
        "reserve 3 × SKU-7: out of stock"
      </text>

      {/* звено 2 — корень */}
      <rect x="76" y="140" width="488" height="90" rx="10" fill="var(--surface)" stroke="var(--oi-orange)" strokeWidth="2.5" />
      <text x="92" y="166" fontSize="13" fill="var(--muted)">звено 2 · *errors.errorString · корень (root cause)</text>
      <text x="92" y="190" fontSize="14" fontFamily={mono} fontWeight="bold" fill="var(--fg)">
        ErrOutOfStock = "out of stock"
      </text>
      <text x="92" y="214" fontSize="13" fill="var(--muted)">sentinel: Unwrap нет — цепочка кончилась</text>

      {/* стрелки Unwrap справа */}
      <path d="M612 60 C 622 70, 622 90, 600 104" fill="none" stroke="var(--accent)" strokeWidth="1.8" markerEnd="url(#errors-chain-arrow)" />
      <text x="548" y="50" fontSize="13" fill="var(--accent)">Unwrap()</text>
      <path d="M584 128 C 594 138, 594 158, 570 168" fill="none" stroke="var(--accent)" strokeWidth="1.8" markerEnd="url(#errors-chain-arrow)" />
      <text x="500" y="118" fontSize="13" fill="var(--accent)">Unwrap()</text>

      {/* подпись про обход */}
      <text x="20" y="290" fontSize="13" fill="var(--fg)">
        errors.Is(err, ErrOutOfStock): звено 0 → звено 1 → звено 2 — совпало, true
      </text>
      <text x="20" y="312" fontSize="13" fill="var(--muted)">
        err == ErrOutOfStock — false: снаружи лежит обёртка, а не sentinel
      </text>
    </svg>
  );
}
