/** The figures of the load-shedding lab, shared by the page and the chapter embed. */
import { type ReactNode, useId, useMemo } from 'react';
import { compact, niceAxis } from '../kit/chartKit.ts';
import { Plot, type PlotHoverPoint, type PlotScales } from '../kit/Plot.tsx';
import { linePath, nearestIndex, stackLayers, stepBandPath, stepIndex, stepLinePath } from '../kit/plot.ts';
import { ChartSlot } from '../kit/ChartSlot.tsx';
import { useWidth } from '../kit/staggered.ts';
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
            <dd className="ls-muted monitor-phone-hidden">
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

const MARGIN = { top: 8, right: 12, bottom: 4, left: 0 };
const timeTick = (v: number) => `${v}\u00a0${s.axisTime}`;

/** Round ticks for the time axis: about six of them. */
function ticksOf(horizonS: number): number[] {
  const step = [1, 2, 5, 10, 15, 20, 30, 60].find((w) => horizonS / w <= 6) ?? 60;
  const out: number[] = [];
  for (let x = 0; x <= horizonS + 1e-9; x += step) out.push(x);
  return out;
}

const fmtNumber = (v: number) => formatCount(v);

/** What a time chart draws: over the lab's horizon, up to `top`, the series `draw` gives, `hover` telling a moment. */
interface TimeSeries {
  horizonS: number;
  /** The largest value drawn: the axis ends at a round number at or above it. */
  top: number;
  hover: (t: number) => PlotHoverPoint | null;
  draw: (scales: PlotScales) => ReactNode;
}

/** The plot of a time chart: the lab's horizon below, a compact count on the left. */
function TimePlot({ width, height, horizonS, top, hover, draw, palette }: TimeSeries & { width: number; height: number; palette: Palette }) {
  const y = niceAxis(top, 4);
  return (
    <Plot
      width={width}
      height={height}
      margin={MARGIN}
      yAxisWidth={56}
      x={{ min: 0, max: horizonS, ticks: ticksOf(horizonS), format: timeTick }}
      y={{ min: 0, max: y.max, ticks: y.ticks, format: compact }}
      palette={palette}
      verticalGrid
      hover={hover}
    >
      {draw}
    </Plot>
  );
}

/**
 * The frame both time charts share: the caption, the plot (TimePlot) and what follows it: the legend
 * and the text summary. The caption and the text follow a result at once; the plot is the kit's chart
 * slot, as in the other labs: it draws in a task of its own, and not while it is off screen.
 */
function TimeFigure({ title, note, height, after, ...series }: TimeSeries & { title: string; note: string; height: number; after: ReactNode }) {
  const palette = usePalette();
  const id = useId().replace(/:/g, '');
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <figure className="ls-figure" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`}>
        <strong>{title}</strong> <span className="ls-muted">— {note}</span>
      </figcaption>
      <div className="ls-chart" aria-hidden="true" ref={ref}>
        <ChartSlot chart={TimePlot} height={height} props={{ ...series, width, height, palette }} />
      </div>
      {after}
    </figure>
  );
}

export function TimelineChart({ r, horizonS }: { r: LoadSheddingResult; horizonS: number }) {
  const p = usePalette();
  const stripes = `${useId().replace(/:/g, '')}-stripes`;
  const rows = r.outcomes;
  const times = useMemo(() => rows.map((o) => o.t), [rows]);
  const layers = [
    { key: 'ok', label: s.ok, color: p.green, fill: p.green, opacity: 0.85 },
    { key: 'rejected', label: s.rejected, color: p.orange, fill: `url(#${stripes})`, opacity: 1 },
    { key: 'timeout', label: s.timeout, color: p.vermillion, fill: p.vermillion, opacity: 0.45 },
  ] as const;
  let top = 0;
  for (const o of rows) top = Math.max(top, o.ok + o.rejected + o.timeout);
  return (
    <TimeFigure
      title={s.timelineTitle}
      note={s.timelineNote}
      height={240}
      horizonS={horizonS}
      top={top}
      hover={(t) => {
        const row = rows[stepIndex(times, t)];
        return row ? { x: row.t, title: `${row.t} ${s.axisTime}`, items: layers.map((l) => ({ label: l.label, value: fmtNumber(row[l.key]), color: l.color })) } : null;
      }}
      draw={({ x: sx, y: sy }) => {
        const xs = times.map(sx);
        const stack = stackLayers(
          layers.map((l) => rows.map((o) => o[l.key])),
          rows.length,
        );
        return (
          <>
            <defs>
              <pattern id={stripes} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" fill={p.orange} />
                <line x1="0" y1="0" x2="0" y2="6" stroke={p.surface} strokeWidth="2" />
              </pattern>
            </defs>
            {layers.map((l, k) => {
              const top = stack[k]!.top.map(sy);
              return (
                <g key={l.key} data-series={l.key}>
                  <path className="lab-plot-area" d={stepBandPath(xs, top, stack[k]!.bottom.map(sy))} fill={l.fill} fillOpacity={l.opacity} />
                  <path className="lab-plot-line" d={stepLinePath(xs, top)} fill="none" stroke={l.color} />
                </g>
              );
            })}
          </>
        );
      }}
      after={
        <>
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
        </>
      }
    />
  );
}

export function QueueChart({ r, state }: { r: LoadSheddingResult; state: LoadSheddingState }) {
  const p = usePalette();
  const bulkhead = state.policy === 'bulkhead';
  // Waiting longer than the deadline: the queue length at which the wait equals the deadline.
  const deadlineQueue = bulkhead ? null : (r.capacityRps * state.deadlineMs) / 1000;
  const limit = state.policy === 'queue' ? null : state.queueMax;
  const rows = r.queue;
  const times = useMemo(() => rows.map((q) => q.t), [rows]);
  const lines = [
    { key: 'queueA' as const, label: bulkhead ? s.queueA : s.queueShared, color: p.blue, dash: undefined },
    ...(bulkhead ? [{ key: 'queueB' as const, label: s.queueB, color: p.purple, dash: '5 3' }] : []),
  ];
  // The axis fits the data; a reference line above it is clipped (the legend still names it).
  let top = 0;
  for (const q of rows) top = Math.max(top, q.queueA, bulkhead ? q.queueB : 0);
  return (
    <TimeFigure
      title={s.queueTitle}
      note={s.queueNote}
      height={220}
      horizonS={state.horizonS}
      top={top}
      hover={(t) => {
        const row = rows[nearestIndex(times, t)];
        return row ? { x: row.t, title: `${row.t.toFixed(1)} ${s.axisTime}`, items: lines.map((l) => ({ label: l.label, value: fmtNumber(row[l.key]), color: l.color })) } : null;
      }}
      draw={({ x: sx, y: sy, box }) => {
        const xs = times.map(sx);
        return (
          <>
            {deadlineQueue !== null && <line x1={box.left} x2={box.left + box.width} y1={sy(deadlineQueue)} y2={sy(deadlineQueue)} stroke={p.vermillion} strokeDasharray="6 4" />}
            {limit !== null && limit > 0 && <line x1={box.left} x2={box.left + box.width} y1={sy(limit)} y2={sy(limit)} stroke={p.muted} strokeDasharray="2 3" />}
            {lines.map((l) => (
              <path
                key={l.key}
                data-series={l.key}
                className="lab-plot-line"
                d={linePath(
                  xs,
                  rows.map((q) => sy(q[l.key])),
                )}
                fill="none"
                stroke={l.color}
                strokeWidth={2}
                strokeDasharray={l.dash}
              />
            ))}
          </>
        );
      }}
      after={
        <>
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
        </>
      }
    />
  );
}
