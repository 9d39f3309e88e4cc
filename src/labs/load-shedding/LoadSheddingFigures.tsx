/** The figures of the load-shedding lab, shared by the page and the chapter embed. */
import { type ReactNode, useId } from 'react';
import { Area, AreaChart, CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DepStats, LoadSheddingResult } from '../../engine/load-shedding/model.ts';
import type { LoadSheddingState } from '../../engine/load-shedding/params.ts';
import { formatCount, formatMs, formatRate, formatShare, queueSummary, shares, timelineSummary } from '../../engine/load-shedding/summary.ts';
import { t } from './strings.ts';
import { type Palette, usePalette } from '../kit/usePalette.ts';

const s = t.loadShedding;

/** Section headings: h2 on the lab's page, h4 inside a chapter's embed (under its h3). */
export type HeadingLevel = 2 | 4;
function H({ level, id, children }: { level: HeadingLevel; id: string; children: ReactNode }) {
  return level === 2 ? (
    <h2 id={id} className="ls-h">
      {children}
    </h2>
  ) : (
    <h4 id={id} className="ls-h">
      {children}
    </h4>
  );
}

function OutcomeBar({ d, label }: { d: DepStats; label: string }) {
  const sh = shares(d);
  return (
    <div className="ls-bar" role="img" aria-label={`${label}: ${s.ok} ${formatShare(sh.ok)}, ${s.rejected} ${formatShare(sh.rejected)}, ${s.timeout} ${formatShare(sh.timeout)}`}>
      <span className="ls-seg ls-ok" style={{ width: `${sh.ok * 100}%` }} />
      <span className="ls-seg ls-rejected" style={{ width: `${sh.rejected * 100}%` }} />
      <span className="ls-seg ls-timeout" style={{ width: `${sh.timeout * 100}%` }} />
    </div>
  );
}

export function OutcomeCards({ r, level = 2 }: { r: LoadSheddingResult; level?: HeadingLevel }) {
  const id = useId();
  const sh = shares(r.all);
  const cards = [
    { key: 'ok', label: s.ok, hint: s.okHint, share: sh.ok, count: r.all.ok },
    { key: 'rejected', label: s.rejected, hint: s.rejectedHint, share: sh.rejected, count: r.all.rejected },
    { key: 'timeout', label: s.timeout, hint: s.timeoutHint, share: sh.timeout, count: r.all.timeout },
  ] as const;
  return (
    <section className="ls-outcomes" aria-labelledby={id}>
      <H level={level} id={id}>
        {s.outcomesTitle} <span className="ls-muted">{s.ofRequests(formatCount(r.all.total))}</span>
      </H>
      <OutcomeBar d={r.all} label={s.outcomesTitle} />
      <dl className="ls-cards">
        {cards.map((c) => (
          <div key={c.key} className={`ls-card ls-card-${c.key}`} data-testid={`ls-${c.key}`}>
            <dt>
              <span className={`ls-swatch ls-${c.key}`} aria-hidden="true" /> {c.label}
            </dt>
            <dd className="ls-big">{formatShare(c.share)}</dd>
            <dd className="ls-muted">
              {formatCount(c.count)} · {c.hint}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Metrics({ r, level = 2 }: { r: LoadSheddingResult; level?: HeadingLevel }) {
  const id = useId();
  const items = [
    { key: 'goodput', label: s.goodput, value: formatRate(r.goodput), hint: s.goodputHint },
    { key: 'load', label: s.load, value: formatShare(r.loadFactor), hint: s.loadHint(formatRate(r.capacityRps)) },
    { key: 'wasted', label: s.wasted, value: formatShare(r.wastedWorkShare), hint: s.wastedHint },
    { key: 'queue', label: s.maxQueue, value: formatCount(r.maxQueue), hint: s.maxQueueHint },
    { key: 'p50', label: 'p50', value: formatMs(r.all.p50), hint: s.latencyTitle },
    { key: 'p95', label: 'p95', value: formatMs(r.all.p95), hint: s.latencyTitle },
    { key: 'p99', label: 'p99', value: formatMs(r.all.p99), hint: s.latencyHint },
    { key: 'server', label: s.serverP99, value: formatMs(r.all.serverP99), hint: s.serverP99Hint },
  ];
  return (
    <section aria-labelledby={id}>
      <H level={level} id={id}>
        {s.metricsTitle}
      </H>
      <dl className="ls-metrics">
        {items.map((m) => (
          <div key={m.key} className="ls-metric" data-testid={`ls-m-${m.key}`}>
            <dt>{m.label}</dt>
            <dd className="ls-value">{m.value}</dd>
            <dd className="ls-muted">{m.hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function DepTable({ r, level = 2 }: { r: LoadSheddingResult; level?: HeadingLevel }) {
  const id = useId();
  if (!r.b) return null;
  const rows = [
    { key: 'a', label: s.depA, d: r.a },
    { key: 'b', label: s.depB, d: r.b },
  ];
  return (
    <section aria-labelledby={id}>
      <H level={level} id={id}>
        {s.depsTitle}
      </H>
      <div className="ls-table-wrap">
        <table className="ls-table" data-testid="ls-deps">
          <thead>
            <tr>
              <th scope="col">{s.dep}</th>
              <th scope="col">{s.ok}</th>
              <th scope="col">{s.rejected}</th>
              <th scope="col">{s.timeout}</th>
              <th scope="col">p99</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, label, d }) => {
              const sh = shares(d);
              return (
                <tr key={key} data-testid={`ls-dep-${key}`}>
                  <th scope="row">
                    {label}
                    <OutcomeBar d={d} label={label} />
                  </th>
                  <td>{formatShare(sh.ok)}</td>
                  <td>{formatShare(sh.rejected)}</td>
                  <td>{formatShare(sh.timeout)}</td>
                  <td>{formatMs(d.p99)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function axisProps(p: Palette) {
  return { stroke: p.muted, tick: { fill: p.muted, fontSize: 12 }, tickLine: { stroke: p.border } };
}

const tooltipStyle = (p: Palette) => ({ background: p.surface, border: `1px solid ${p.border}`, color: p.fg, fontSize: 13 });
/** Round ticks for the time axis: about six of them. */
function ticksOf(horizonS: number): number[] {
  const step = [1, 2, 5, 10, 15, 20, 30, 60].find((w) => horizonS / w <= 6) ?? 60;
  const out: number[] = [];
  for (let x = 0; x <= horizonS + 1e-9; x += step) out.push(x);
  return out;
}

const fmtNumber = (v: unknown) => (typeof v === 'number' ? formatCount(v) : String(v));

export function TimelineChart({ r, horizonS }: { r: LoadSheddingResult; horizonS: number }) {
  const p = usePalette();
  const id = useId().replace(/:/g, '');
  const stripes = `${id}-stripes`;
  return (
    <figure className="ls-figure" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`}>
        <strong>{s.timelineTitle}</strong> <span className="ls-muted">— {s.timelineNote}</span>
      </figcaption>
      <div className="ls-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={240}>
          <AreaChart accessibilityLayer={false} data={r.outcomes} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
            <defs>
              <pattern id={stripes} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" fill={p.orange} />
                <line x1="0" y1="0" x2="0" y2="6" stroke={p.surface} strokeWidth="2" />
              </pattern>
            </defs>
            <CartesianGrid stroke={p.border} strokeDasharray="3 3" />
            <XAxis dataKey="t" type="number" domain={[0, horizonS]} ticks={ticksOf(horizonS)} unit={` ${s.axisTime}`} {...axisProps(p)} />
            <YAxis width={56} tickFormatter={fmtNumber} {...axisProps(p)} />
            <Tooltip contentStyle={tooltipStyle(p)} formatter={fmtNumber} labelFormatter={(v) => `${String(v)} ${s.axisTime}`} />
            <Area type="stepAfter" dataKey="ok" name={s.ok} stackId="1" stroke={p.green} fill={p.green} fillOpacity={0.85} isAnimationActive={false} />
            <Area type="stepAfter" dataKey="rejected" name={s.rejected} stackId="1" stroke={p.orange} fill={`url(#${stripes})`} fillOpacity={1} isAnimationActive={false} />
            <Area type="stepAfter" dataKey="timeout" name={s.timeout} stackId="1" stroke={p.vermillion} fill={p.vermillion} fillOpacity={0.45} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <ul className="ls-legend" aria-hidden="true">
        <li>
          <span className="ls-swatch ls-ok" /> {s.ok}
        </li>
        <li>
          <span className="ls-swatch ls-rejected" /> {s.rejected}
        </li>
        <li>
          <span className="ls-swatch ls-timeout" /> {s.timeout}
        </li>
      </ul>
      <p className="chart-summary" data-testid="ls-timeline-summary">
        {timelineSummary(r)}
      </p>
    </figure>
  );
}

export function QueueChart({ r, state }: { r: LoadSheddingResult; state: LoadSheddingState }) {
  const p = usePalette();
  const id = useId().replace(/:/g, '');
  const bulkhead = state.policy === 'bulkhead';
  const horizonS = state.horizonS;
  // Waiting longer than the deadline: the queue length at which the wait equals the deadline.
  const deadlineQueue = bulkhead ? null : (r.capacityRps * state.deadlineMs) / 1000;
  const limit = state.policy === 'queue' ? null : state.queueMax;
  return (
    <figure className="ls-figure" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`}>
        <strong>{s.queueTitle}</strong> <span className="ls-muted">— {s.queueNote}</span>
      </figcaption>
      <div className="ls-chart" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <LineChart accessibilityLayer={false} data={r.queue} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
            <CartesianGrid stroke={p.border} strokeDasharray="3 3" />
            <XAxis dataKey="t" type="number" domain={[0, horizonS]} ticks={ticksOf(horizonS)} unit={` ${s.axisTime}`} {...axisProps(p)} />
            <YAxis width={56} tickFormatter={fmtNumber} {...axisProps(p)} />
            <Tooltip contentStyle={tooltipStyle(p)} formatter={fmtNumber} labelFormatter={(v) => `${typeof v === 'number' ? v.toFixed(1) : String(v)} ${s.axisTime}`} />
            {deadlineQueue !== null && (
              <ReferenceLine y={deadlineQueue} stroke={p.vermillion} strokeDasharray="6 4" />
            )}
            {limit !== null && limit > 0 && <ReferenceLine y={limit} stroke={p.muted} strokeDasharray="2 3" />}
            <Line type="linear" dataKey="queueA" name={bulkhead ? s.queueA : s.queueShared} stroke={p.blue} strokeWidth={2} dot={false} isAnimationActive={false} />
            {bulkhead && <Line type="linear" dataKey="queueB" name={s.queueB} stroke={p.purple} strokeWidth={2} strokeDasharray="5 3" dot={false} isAnimationActive={false} />}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ul className="ls-legend" aria-hidden="true">
        <li>
          <span className="ls-line ls-line-a" /> {bulkhead ? s.queueA : s.queueShared}
        </li>
        {bulkhead && (
          <li>
            <span className="ls-line ls-line-b" /> {s.queueB}
          </li>
        )}
        {deadlineQueue !== null && (
          <li>
            <span className="ls-line ls-line-deadline" /> {s.deadlineLine(formatCount(deadlineQueue))}
          </li>
        )}
        {limit !== null && limit > 0 && (
          <li>
            <span className="ls-line ls-line-limit" /> {s.limitLine(formatCount(limit))}
          </li>
        )}
      </ul>
      <p className="chart-summary" data-testid="ls-queue-summary">
        {queueSummary(r, bulkhead)}
      </p>
    </figure>
  );
}
