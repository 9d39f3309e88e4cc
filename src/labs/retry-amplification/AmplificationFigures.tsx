import { useId } from 'react';
import { compact as compactNumber, niceAxis } from '../kit/chartKit.ts';
import { Plot } from '../kit/Plot.tsx';
import { useWidth } from '../kit/staggered.ts';
import type { AmpResult } from '../../engine/retry-amplification/model.ts';
import { type RetryAmpState, attemptsOf, guardsOf } from '../../engine/retry-amplification/params.ts';
import { t } from './strings.ts';
import { fmt, fmtPct } from '../circuit-breaker/format.ts';
import { usePalette } from '../kit/usePalette.ts';

const L = t.retryAmplification;
/** The legend under the bars takes this much of the chart's height (recharts' legend did too). */
const LEGEND_HEIGHT = 30;

/** Up to 4 significant digits, Russian style: 27, 9,419, 0,002. */
export function num(x: number): string {
  if (x === 0) return '0';
  const digits = Math.max(0, Math.min(6, 3 - Math.floor(Math.log10(Math.abs(x)))));
  return fmt(x, digits);
}

/** Two significant digits, for standard errors. */
function sig2(x: number): string {
  if (x === 0) return '0';
  const digits = Math.max(0, Math.min(8, 1 - Math.floor(Math.log10(Math.abs(x)))));
  return fmt(x, digits);
}

function levelName(i: number, layers: number): string {
  return i === layers ? L.dependency : L.level(i + 1);
}

export function chartSummary(r: AmpResult, layers: number): string {
  const parts = r.layers.map((l, i) => `${levelName(i, layers)} — ${num(l.mean)} (формула ${num(r.closed.calls[i]!)})`);
  return L.chartSummary(parts.join(', '));
}

export function Headline({ r, s }: { r: AmpResult; s: RetryAmpState }) {
  const dep = r.layers.at(-1)!;
  return (
    <dl className="amp-headline">
      <div className="cb-stat amp-main">
        <dt>{L.headline}</dt>
        <dd data-testid="amp-load">{num(dep.mean)}</dd>
        <dd className="cb-stat-sub monitor-phone-hidden">
          ± {sig2(2 * dep.se)} {L.twoSe} · {r.reduced ? L.reduced(fmt(r.n, 0)) : L.sample(fmt(r.n, 0))}
        </dd>
      </div>
      <div className="cb-stat">
        <dt>{L.formula}</dt>
        <dd data-testid="amp-formula">{num(r.closed.load)}</dd>
        <dd className="cb-stat-sub monitor-phone-hidden">
          {L.worst}: {attemptsOf(s).join(' × ')} = <span data-testid="amp-worst">{fmt(r.closed.worst, 0)}</span>
        </dd>
      </div>
      {r.sustained && (
        <div className="cb-stat">
          <dt>{L.sustained}</dt>
          <dd data-testid="amp-sustained">{num(r.sustained.at(-1)!)}</dd>
          <dd className="cb-stat-sub monitor-phone-hidden">{num(r.tailLoad)} в последней десятой выборки</dd>
        </div>
      )}
      <div className="cb-stat">
        <dt>{L.success}</dt>
        <dd data-testid="amp-success">{fmtPct(r.success, 2)}</dd>
        <dd className="cb-stat-sub monitor-phone-hidden">
          {L.formula}: {fmtPct(r.closed.success, 2)}
        </dd>
      </div>
    </dl>
  );
}

/** `height` overrides the chart's own (the monitor on a phone is lower still than `compact`). */
export function LevelsChart({ r, s, compact = false, height }: { r: AmpResult; s: RetryAmpState; compact?: boolean; height?: number }) {
  const p = usePalette();
  const titleId = useId();
  const data = r.layers.map((l, i) => ({ name: levelName(i, s.layers), sim: l.mean, formula: r.closed.calls[i]! }));
  const [ref, width] = useWidth<HTMLDivElement>();
  let peak = 0;
  for (const d of data) peak = Math.max(peak, d.sim, d.formula);
  const yAxis = niceAxis(peak, 4);
  return (
    <figure className="cb-figure" aria-labelledby={titleId}>
      <figcaption id={titleId} className="cb-figure-title">
        <strong>{L.chartTitle}</strong> <span className="chart-summary">— {L.chartNote}</span>
      </figcaption>
      <div className="cb-chart" aria-hidden="true" ref={ref}>
        <Plot
          width={width}
          height={(height ?? (compact ? 220 : 280)) - LEGEND_HEIGHT}
          margin={{ top: 22, right: 8, left: 0, bottom: 0 }}
          yAxisWidth={44}
          xAxisHeight={48}
          x={{ min: 0, max: data.length, ticks: data.map((_, i) => i + 0.5), format: (v) => data[Math.floor(v)]?.name ?? '', angle: -20 }}
          y={{ min: 0, max: yAxis.max, ticks: yAxis.ticks, format: compactNumber }}
          palette={p}
          hover={(v) => {
            const d = data[Math.floor(v)];
            return d
              ? {
                  x: Math.floor(v) + 0.5,
                  title: d.name,
                  items: [
                    { label: L.seriesSim, value: num(d.sim), color: p.blue },
                    { label: L.seriesFormula, value: num(d.formula), color: p.orange },
                  ],
                }
              : null;
          }}
        >
          {({ x: sx, y: sy }) => {
            const slot = sx(1) - sx(0);
            // Two bars per level with a tenth of the slot between the groups, as recharts drew them.
            const barW = Math.max(1, slot * 0.4 - 2);
            return data.map((d, i) => {
              const x0 = sx(i) + slot * 0.1;
              return (
                <g key={d.name} data-level={i}>
                  <rect className="amp-bar-sim" x={x0} width={barW} y={sy(d.sim)} height={Math.max(0, sy(0) - sy(d.sim))} fill={p.blue} />
                  <rect className="amp-bar-formula" x={x0 + barW + 4} width={barW} y={sy(d.formula)} height={Math.max(0, sy(0) - sy(d.formula))} fill={p.orange} fillOpacity={0.35} stroke={p.orange} strokeDasharray="4 2" />
                  <text x={x0 + barW / 2} y={sy(d.sim) - 5} textAnchor="middle" fill={p.fg} fontSize={12}>
                    {num(d.sim)}
                  </text>
                  <text x={x0 + barW * 1.5 + 4} y={sy(d.formula) - 5} textAnchor="middle" fill={p.muted} fontSize={11}>
                    {num(d.formula)}
                  </text>
                </g>
              );
            });
          }}
        </Plot>
        <ul className="cb-legend cb-legend-series amp-legend">
          <li>
            <span className="cb-swatch" style={{ background: p.blue }} /> {L.seriesSim}
          </li>
          <li>
            <span className="cb-swatch" style={{ background: p.orange, opacity: 0.5, outline: `1px dashed ${p.orange}` }} /> {L.seriesFormula}
          </li>
        </ul>
      </div>
      <p className="chart-summary" data-testid="amp-chart-summary">
        {chartSummary(r, s.layers)}
      </p>
      {r.guarded && <p className="chart-summary">{L.guardedNote}</p>}
    </figure>
  );
}

export function LevelsTable({ r, s }: { r: AmpResult; s: RetryAmpState }) {
  const attempts = attemptsOf(s);
  const guards = guardsOf(s);
  const titleId = useId();
  const anyBudget = guards.includes('budget');
  const anyBreaker = guards.includes('breaker');
  return (
    <section aria-labelledby={titleId} className="amp-table-wrap">
      <h2 id={titleId} className="cb-h2">
        {L.tableTitle}
      </h2>
      <div className="amp-scroll">
        <table className="amp-table">
          <thead>
            <tr>
              <th scope="col">{L.colLevel}</th>
              <th scope="col">{L.colAttempts}</th>
              <th scope="col">{L.colGuard}</th>
              <th scope="col">{L.colSim}</th>
              <th scope="col">{L.colFormula}</th>
              {r.sustained && <th scope="col">{L.sustained}</th>}
              {anyBudget && <th scope="col">{L.colDenied}</th>}
              {anyBreaker && <th scope="col">{L.colRefused}</th>}
            </tr>
          </thead>
          <tbody>
            {r.layers.map((l, i) => (
              <tr key={i}>
                <th scope="row">{levelName(i, s.layers)}</th>
                <td>{i < s.layers ? attempts[i] : '—'}</td>
                <td>{i < s.layers ? L.guard[guards[i]!] : '—'}</td>
                <td>
                  {num(l.mean)} <span className="amp-se">± {sig2(2 * l.se)}</span>
                </td>
                <td>{num(r.closed.calls[i]!)}</td>
                {r.sustained && <td>{num(r.sustained[i]!)}</td>}
                {anyBudget && <td>{i < s.layers && guards[i] === 'budget' ? num(l.budgetDenied) : '—'}</td>}
                {anyBreaker && <td>{i < s.layers && guards[i] === 'breaker' ? num(l.shortCircuited) : '—'}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
