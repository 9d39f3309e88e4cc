import { useId } from 'react';
import type { BudgetPlan, StepPlan } from '../../engine/request-budget/model.ts';
import { NAME_LABELS, type RequestBudgetState, stepsOf } from '../../engine/request-budget/params.ts';
import { t } from './strings.ts';
import { fmtMs } from '../circuit-breaker/format.ts';
import { formatRu } from '../../lib/ruNumber.ts';

const L = t.requestBudget;

const W = 760;
const LABEL_W = 112;
const RIGHT = 20;
const PW = W - LABEL_W - RIGHT;
const ROW_H = 34;
const BAR_H = 22;
const TOP = 34;

const TICK_STEPS = [10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000, 20000, 25000, 50000];

function tickStep(max: number): number {
  return TICK_STEPS.find((s) => max / s <= 8) ?? 50000;
}

interface Ghost {
  from: number;
  to: number;
}

/** Where the attempts that a deadline cut or cancelled would have been, left to themselves. */
function ghostsOf(step: StepPlan, cfg: { timeoutMs: number; backoffMs: number; attempts: number }): Ghost[] {
  const out: Ghost[] = [];
  for (const a of step.attempts) if (!a.timeoutFires) out.push({ from: a.end, to: a.ownTimeoutAt });
  if (step.status === 'cut' || step.status === 'ok') {
    for (let k = step.attempts.length; k < cfg.attempts; k++) {
      const from = step.start + k * (cfg.timeoutMs + cfg.backoffMs);
      out.push({ from, to: from + cfg.timeoutMs });
    }
  }
  return out;
}

export function planSummary(plan: BudgetPlan): string {
  const parts = plan.steps.map((st) => {
    const name = NAME_LABELS[st.name];
    if (st.status === 'refused') return `${name} — ${L.refused}`;
    if (st.status === 'skipped') return `${name} — ${L.skipped}`;
    const tail = st.attemptsLost > 0 ? `, не начнётся попыток: ${st.attemptsLost}` : '';
    return `${name}${st.parallel ? ' (параллельно)' : ''} с ${fmtMs(st.start)} до ${fmtMs(st.deadline)}, хочет ${fmtMs(st.want)}, получает ${fmtMs(st.granted)}${tail}`;
  });
  const end = plan.slack >= 0 ? `вызовы заканчиваются к ${fmtMs(plan.callsEnd)}, резерв ${fmtMs(plan.reserve)}, запас ${fmtMs(plan.slack)}` : `вызовы с резервом выходят за дедлайн на ${fmtMs(-plan.slack)}`;
  return L.chartSummary(`бюджет ${fmtMs(plan.budget)}${plan.queued > 0 ? `, из них ${fmtMs(plan.queued)} потеряно до обработчика` : ''}; ${parts.join('; ')}; ${end}.`);
}

export function Waterfall({ plan, state }: { plan: BudgetPlan; state: RequestBudgetState }) {
  const titleId = useId();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const cfgs = new Map(stepsOf(state).map((c) => [c.index, c]));
  const ghosts = new Map(plan.steps.map((st) => [st.index, ghostsOf(st, cfgs.get(st.index)!)]));
  const ghostMax = Math.max(0, ...[...ghosts.values()].flat().map((g) => g.to));
  const axisMax = Math.max(plan.budget, plan.callsEnd + plan.reserve, Math.min(ghostMax, plan.budget * 1.6));
  const x = (ms: number) => LABEL_W + (Math.min(ms, axisMax) / axisMax) * PW;
  const wOf = (from: number, to: number) => Math.max(0, x(to) - x(from));
  const step = tickStep(axisMax);
  const ticks: number[] = [];
  for (let v = 0; v <= axisMax + 1e-9; v += step) ticks.push(v);
  const rows = plan.steps.length + 2;
  const H = TOP + rows * ROW_H + 8;
  const hatch = `rb-hatch-${uid}`;
  const ghost = `rb-ghost-${uid}`;
  const yOf = (row: number) => TOP + row * ROW_H + (ROW_H - BAR_H) / 2;
  const reserveFrom = plan.callsEnd;
  const reserveTo = plan.callsEnd + plan.reserve;
  return (
    <figure className="cb-figure" aria-labelledby={titleId}>
      <figcaption id={titleId} className="cb-figure-title">
        <strong>{L.chartTitle}</strong> <span className="chart-summary">— {L.chartNote}</span>
      </figcaption>
      {/* Scrolls sideways where the column is narrow (a phone): reachable by keyboard, named for a screen reader. */}
      <div className="rb-scroll" tabIndex={0} role="region" aria-label={L.chartTitle}>
        <svg className="rb-svg" viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={planSummary(plan)} data-testid="rb-waterfall">
          <defs>
            <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="6" stroke="var(--muted)" strokeWidth="2" />
            </pattern>
            <pattern id={ghost} width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
              <line x1="0" y1="0" x2="0" y2="7" stroke="var(--oi-vermillion)" strokeWidth="1.5" strokeOpacity="0.7" />
            </pattern>
          </defs>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={x(v)} y1={TOP - 6} x2={x(v)} y2={H - 8} stroke="var(--border)" strokeDasharray="2 4" />
              <text x={x(v)} y={TOP - 12} fill="var(--muted)" fontSize="12" textAnchor="middle">
                {v === 0 ? '0' : v >= 1000 ? `${formatRu(v / 1000, 3)} с` : `${v} мс`}
              </text>
            </g>
          ))}
          {/* ingress */}
          <text x="8" y={yOf(0) + 16} fill="var(--fg)" fontSize="14" fontWeight="600">
            {L.ingress}
          </text>
          <rect x={x(0)} y={yOf(0)} width={wOf(0, plan.budget)} height={BAR_H} fill="none" stroke="var(--accent)" strokeWidth="2" />
          {plan.queued > 0 && (
            <g>
              <rect x={x(0)} y={yOf(0)} width={wOf(0, Math.min(plan.queued, plan.budget))} height={BAR_H} fill={`url(#${hatch})`} stroke="var(--muted)" />
              {wOf(0, plan.queued) > 60 && (
                <text x={x(Math.min(plan.queued, plan.budget) / 2)} y={yOf(0) + 15} fill="var(--fg)" fontSize="12" textAnchor="middle" paintOrder="stroke" stroke="var(--surface)" strokeWidth="3">
                  {L.queue} {fmtMs(plan.queued)}
                </text>
              )}
            </g>
          )}
          {/* steps */}
          {plan.steps.map((st, i) => {
            const row = i + 1;
            const y = yOf(row);
            const name = NAME_LABELS[st.name];
            return (
              <g key={st.index} data-step={st.name}>
                <text x="8" y={y + 16} fill="var(--fg)" fontSize="14">
                  {st.parallel ? `${L.parallelMark} ` : ''}
                  {name}
                </text>
                {st.status === 'refused' && (
                  <text x={x(st.start) + 4} y={y + 16} fill="var(--danger)" fontSize="13" fontWeight="600">
                    {L.refused}
                  </text>
                )}
                {st.status === 'skipped' && (
                  <text x={x(st.start) + 4} y={y + 16} fill="var(--muted)" fontSize="13">
                    {L.skipped}
                  </text>
                )}
                {ghosts.get(st.index)!.map((g) => (
                  <rect key={`g${g.from}`} x={x(g.from)} y={y + 3} width={wOf(g.from, g.to)} height={BAR_H - 6} fill={`url(#${ghost})`} stroke="var(--oi-vermillion)" strokeDasharray="3 3" />
                ))}
                {st.pauses.map((p) => (
                  <rect key={`p${p.from}`} x={x(p.from)} y={y + 4} width={wOf(p.from, p.to)} height={BAR_H - 8} fill="var(--surface)" stroke="var(--oi-orange)" strokeDasharray="3 2" strokeWidth="1.5" />
                ))}
                {st.attempts.map((a) => (
                  <g key={`a${a.start}`}>
                    <rect x={x(a.start)} y={y} width={wOf(a.start, a.end)} height={BAR_H} fill="var(--oi-sky)" fillOpacity="0.45" stroke="var(--fg)" />
                    {!a.timeoutFires && <line x1={x(a.end)} y1={y - 3} x2={x(a.end)} y2={y + BAR_H + 3} stroke="var(--oi-vermillion)" strokeWidth="3" />}
                    {wOf(a.start, a.end) > 34 && (
                      <text x={(x(a.start) + x(a.end)) / 2} y={y + 15} fill="var(--fg)" fontSize="12" textAnchor="middle">
                        {Math.round(a.end - a.start)}
                      </text>
                    )}
                  </g>
                ))}
                {(st.status === 'ok' || st.status === 'cut') && (
                  <path d={`M ${x(st.deadline)} ${y + BAR_H + 4} l -5 6 h 10 z`} fill="var(--accent)">
                    <title>{`${name}: дочерний дедлайн ${fmtMs(st.deadline)}`}</title>
                  </path>
                )}
              </g>
            );
          })}
          {/* the answer: reserve and slack */}
          {(() => {
            const y = yOf(plan.steps.length + 1);
            return (
              <g>
                <text x="8" y={y + 16} fill="var(--fg)" fontSize="14">
                  {L.answer}
                </text>
                {plan.reserve > 0 && <rect x={x(reserveFrom)} y={y} width={Math.max(2, wOf(reserveFrom, reserveTo))} height={BAR_H} fill="var(--oi-yellow)" fillOpacity="0.6" stroke="var(--fg)" />}
                {plan.slack > 0 && (
                  <g>
                    <rect x={x(reserveTo)} y={y} width={wOf(reserveTo, plan.budget)} height={BAR_H} fill="none" stroke="var(--border)" strokeDasharray="6 4" />
                    {wOf(reserveTo, plan.budget) > 70 && (
                      <text x={(x(reserveTo) + x(plan.budget)) / 2} y={y + 15} fill="var(--muted)" fontSize="12" textAnchor="middle">
                        {L.slack(fmtMs(plan.slack))}
                      </text>
                    )}
                  </g>
                )}
              </g>
            );
          })()}
          {/* the ingress deadline */}
          <line x1={x(plan.budget)} y1={TOP - 4} x2={x(plan.budget)} y2={H - 6} stroke="var(--oi-vermillion)" strokeWidth="2" strokeDasharray="6 3" />
          {ghostMax > axisMax && (
            <text x={W - 4} y={TOP - 12} fill="var(--oi-vermillion)" fontSize="12" textAnchor="end">
              → {fmtMs(ghostMax)}
            </text>
          )}
        </svg>
      </div>
      <ul className="cb-legend" aria-hidden="true">
        <li>
          <span className="cb-swatch" style={{ background: 'color-mix(in srgb, var(--oi-sky) 45%, transparent)', borderColor: 'var(--fg)' }} /> {L.legendAttempt}
        </li>
        <li>
          <span className="cb-swatch rb-swatch-cut" /> {L.legendCut}
        </li>
        <li>
          <span className="cb-swatch rb-swatch-ghost" /> {L.legendGhost}
        </li>
        <li>
          <span className="cb-swatch" style={{ background: 'var(--surface)', border: '1px dashed var(--oi-orange)' }} /> {L.legendPause}
        </li>
        <li>
          <span className="cb-swatch" style={{ background: 'color-mix(in srgb, var(--oi-yellow) 60%, transparent)' }} /> {L.legendReserve}
        </li>
        <li>
          <span className="rb-tri" /> дочерний дедлайн
        </li>
        <li>
          <span className="cb-swatch rb-swatch-deadline" /> {L.deadline('ingress')}
        </li>
      </ul>
      <p className="chart-summary" data-testid="rb-chart-summary">
        {planSummary(plan)}
      </p>
    </figure>
  );
}

export function Verdict({ plan }: { plan: BudgetPlan }) {
  const items: string[] = [];
  for (const st of plan.steps) {
    const name = NAME_LABELS[st.name];
    if (st.status === 'refused') items.push(L.verdictRefused(name));
    if (st.status === 'cut') items.push(L.cutStep(name, fmtMs(st.want), fmtMs(st.granted)));
  }
  for (const d of plan.deadTimeouts) {
    const st = plan.steps.find((s) => s.index === d.step)!;
    if (d.attempt <= st.attempts.length) items.push(L.deadTimeout(NAME_LABELS[st.name], d.attempt));
  }
  for (const st of plan.steps) if (st.status === 'cut' && st.attemptsLost > 0) items.push(L.lostAttempts(NAME_LABELS[st.name], st.attemptsLost));
  return (
    <div className={`rb-verdict ${plan.fits ? 'rb-fits' : 'rb-nofit'}`} role="status" data-testid="rb-verdict">
      <p>
        <strong>{plan.fits ? L.verdictFits(fmtMs(plan.slack)) : L.verdictNoFit}</strong>
      </p>
      {items.length > 0 && (
        <ul>
          {items.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
      <p className="chart-summary">{L.naive(fmtMs(plan.naiveEnd))}</p>
    </div>
  );
}

export function ChildTable({ plan }: { plan: BudgetPlan }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="cb-h2">
        {L.tableTitle}: <code>{L.rule}</code>
      </h2>
      <div className="amp-scroll">
        <table className="amp-table" data-testid="rb-table">
          <thead>
            <tr>
              <th scope="col">{L.colStep}</th>
              <th scope="col">{L.colWant}</th>
              <th scope="col">{L.colRemaining}</th>
              <th scope="col">{L.colRule}</th>
              <th scope="col">{L.colGranted}</th>
              <th scope="col">{L.colLeft}</th>
              <th scope="col">{L.colAttempts}</th>
            </tr>
          </thead>
          <tbody>
            {plan.steps.map((st) => {
              const live = st.status === 'ok' || st.status === 'cut';
              return (
                <tr key={st.index} data-step={st.name}>
                  <th scope="row">
                    {st.parallel ? `${L.parallelMark} ` : ''}
                    {NAME_LABELS[st.name]}
                  </th>
                  <td>{fmtMs(st.want)}</td>
                  <td>{st.status === 'skipped' ? '—' : fmtMs(st.remaining)}</td>
                  <td>{st.status === 'skipped' ? '—' : fmtMs(st.remaining - plan.reserve)}</td>
                  <td data-testid={`rb-granted-${st.index}`} className={st.status === 'ok' ? '' : 'rb-bad'}>
                    {live ? fmtMs(st.granted) : L.status[st.status]}
                  </td>
                  <td>{live ? fmtMs(st.leftAfter) : '—'}</td>
                  <td>{L.attemptsOf(st.attempts.length, st.attempts.length + st.attemptsLost)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
