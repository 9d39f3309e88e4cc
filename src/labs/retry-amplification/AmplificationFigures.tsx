import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AmpResult } from '../../engine/retry-amplification/model.ts';
import { type RetryAmpState, attemptsOf, guardsOf } from '../../engine/retry-amplification/params.ts';
import { t } from './strings.ts';
import { fmt, fmtPct } from '../circuit-breaker/format.ts';
import { usePalette } from '../kit/usePalette.ts';

const L = t.retryAmplification;

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
        <dd className="cb-stat-sub">
          ± {sig2(2 * dep.se)} {L.twoSe} · {r.reduced ? L.reduced(fmt(r.n, 0)) : L.sample(fmt(r.n, 0))}
        </dd>
      </div>
      <div className="cb-stat">
        <dt>{L.formula}</dt>
        <dd data-testid="amp-formula">{num(r.closed.load)}</dd>
        <dd className="cb-stat-sub">
          {L.worst}: {attemptsOf(s).join(' × ')} = <span data-testid="amp-worst">{fmt(r.closed.worst, 0)}</span>
        </dd>
      </div>
      {r.sustained && (
        <div className="cb-stat">
          <dt>{L.sustained}</dt>
          <dd data-testid="amp-sustained">{num(r.sustained.at(-1)!)}</dd>
          <dd className="cb-stat-sub">{num(r.tailLoad)} в последней десятой выборки</dd>
        </div>
      )}
      <div className="cb-stat">
        <dt>{L.success}</dt>
        <dd data-testid="amp-success">{fmtPct(r.success, 2)}</dd>
        <dd className="cb-stat-sub">
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
  return (
    <figure className="cb-figure" aria-labelledby={titleId}>
      <figcaption id={titleId} className="cb-figure-title">
        <strong>{L.chartTitle}</strong> <span className="chart-summary">— {L.chartNote}</span>
      </figcaption>
      <div className="cb-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={height ?? (compact ? 220 : 280)}>
          <BarChart data={data} margin={{ top: 22, right: 8, left: 0, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke={p.border} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="name" stroke={p.muted} tick={{ fontSize: 12 }} interval={0} angle={-20} textAnchor="end" height={48} />
            <YAxis width={44} stroke={p.muted} tick={{ fontSize: 12 }} />
            <Tooltip
              isAnimationActive={false}
              contentStyle={{ background: p.surface, border: `1px solid ${p.border}`, color: p.fg }}
              formatter={(v) => num(Number(v))}
            />
            <Legend wrapperStyle={{ fontSize: 13 }} formatter={(value) => <span style={{ color: p.fg }}>{value}</span>} />
            <Bar dataKey="sim" name={L.seriesSim} fill={p.blue} isAnimationActive={false}>
              <LabelList dataKey="sim" position="top" fill={p.fg} fontSize={12} formatter={(v) => num(Number(v))} />
            </Bar>
            <Bar dataKey="formula" name={L.seriesFormula} fill={p.orange} fillOpacity={0.35} stroke={p.orange} strokeDasharray="4 2" isAnimationActive={false}>
              <LabelList dataKey="formula" position="top" fill={p.muted} fontSize={11} formatter={(v) => num(Number(v))} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
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
