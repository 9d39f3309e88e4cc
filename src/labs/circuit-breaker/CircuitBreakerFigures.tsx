import { type ReactNode, useId } from 'react';
import { niceAxis } from '../kit/chartKit.ts';
import { Plot } from '../kit/Plot.tsx';
import { stackLayers, stepIndex } from '../kit/plot.ts';
import { useWidth } from '../kit/staggered.ts';
import type { BreakerState } from '../../engine/circuit-breaker/breaker.ts';
import type { CbResult, Interval } from '../../engine/circuit-breaker/model.ts';
import { t } from './strings.ts';
import { type Palette, usePalette } from '../kit/usePalette.ts';
import { fmt, fmtPct, fmtSec } from './format.ts';

const L = t.circuitBreaker;
const AXIS_W = 44;
const RIGHT = 8;

function Band({ title, children, label }: { title: string; children: ReactNode; label: string }) {
  return (
    <div className="cb-band">
      <div className="cb-band-title" aria-hidden="true">
        {title}
      </div>
      <svg viewBox="0 0 1000 14" preserveAspectRatio="none" width="100%" height="14" role="img" aria-label={label}>
        {children}
      </svg>
    </div>
  );
}

function Patterns({ p }: { p: Palette }) {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <defs>
        <pattern id="cb-hatch-down" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="6" height="6" fill={p.vermillion} fillOpacity="0.35" />
          <line x1="0" y1="0" x2="0" y2="6" stroke={p.vermillion} strokeWidth="3" />
        </pattern>
        <pattern id="cb-hatch-bot" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
          <rect width="6" height="6" fill={p.sky} fillOpacity="0.3" />
          <line x1="0" y1="0" x2="0" y2="6" stroke={p.blue} strokeWidth="2" />
        </pattern>
        <pattern id="cb-half" width="8" height="8" patternUnits="userSpaceOnUse">
          <rect width="8" height="8" fill={p.orange} fillOpacity="0.45" />
          <circle cx="4" cy="4" r="1.6" fill={p.fg} />
        </pattern>
      </defs>
    </svg>
  );
}

const stateFill: Record<BreakerState, string> = {
  closed: 'var(--oi-green)',
  open: 'var(--oi-vermillion)',
  'half-open': 'url(#cb-half)',
};

function x(ms: number, span: number): number {
  return (ms / span) * 1000;
}

function describeIntervals(list: Interval[], limit = 6): string {
  const parts = list.slice(0, limit).map((iv) => `${fmt(iv.from / 1000)}–${fmt(iv.to / 1000)} с`);
  if (list.length > limit) parts.push(`и ещё ${list.length - limit}`);
  return parts.join(', ');
}

export function timelineSummary(r: CbResult): string {
  const parts: string[] = [];
  if (r.down.length > 0) parts.push(`зависимость лежала ${describeIntervals(r.down)}`);
  else parts.push('зависимость всё время была здорова');
  if (r.bot) parts.push(`бот слал 4xx ${fmt(r.bot.from / 1000)}–${fmt(r.bot.to / 1000)} с`);
  const opened = r.breaker.filter((iv) => iv.state === 'open');
  if (opened.length === 0) parts.push('breaker ни разу не размыкался');
  else parts.push(`breaker был open ${describeIntervals(opened)}`);
  const total = r.buckets.reduce((a, b) => ({ ok: a.ok + b.ok, failed: a.failed + b.failed, other: a.other + b.other, rejected: a.rejected + b.rejected }), {
    ok: 0,
    failed: 0,
    other: 0,
    rejected: 0,
  });
  parts.push(`всего успехов ${total.ok}, отказов зависимости ${total.failed}, 4xx и отмен ${total.other}, отклонено breaker ${total.rejected}`);
  return L.chartSummary(parts.join('; ')) + '.';
}

export function Timeline({ result, compact = false }: { result: CbResult; compact?: boolean }) {
  const titleId = useId();
  const p = usePalette();
  const span = result.buckets.length * result.bucketMs;
  const data = result.buckets;
  const [chartRef, width] = useWidth<HTMLDivElement>();
  const bucketS = result.bucketMs / 1000;
  const spanS = span / 1000;
  const ts = data.map((b) => b.t);
  const bars = [
    { key: 'ok', label: L.series.ok, color: p.green, fill: p.green, opacity: 1, stroke: undefined },
    { key: 'other', label: L.series.other, color: p.sky, fill: p.sky, opacity: 1, stroke: undefined },
    { key: 'failed', label: L.series.failed, color: p.vermillion, fill: p.vermillion, opacity: 1, stroke: undefined },
    { key: 'rejected', label: L.series.rejected, color: p.muted, fill: p.muted, opacity: 0.45, stroke: p.fg },
  ] as const;
  let peak = 0;
  for (const b of data) peak = Math.max(peak, b.ok + b.other + b.failed + b.rejected);
  // Whole requests: the ticks are integers.
  const yAxis = niceAxis(Math.max(4, Math.ceil(peak)), 4);
  const xAxis = niceAxis(spanS, 6);
  const downLabel = result.down.length ? `${L.bandDependency}: ${L.legendDown} ${describeIntervals(result.down)}` : `${L.bandDependency}: ${t.circuitBreaker.noOutage}`;
  const brkLabel = `${L.bandBreaker}: ` + result.breaker.map((iv) => `${iv.state} ${fmt(iv.from / 1000)}–${fmt(iv.to / 1000)} с`).slice(0, 12).join(', ');
  return (
    <figure className="cb-figure" aria-labelledby={titleId}>
      <figcaption id={titleId} className="cb-figure-title">
        <strong>{L.timelineTitle}</strong> <span className="chart-summary">— {L.timelineNote}</span>
      </figcaption>
      <Patterns p={p} />
      <div className="cb-bands" style={{ marginLeft: AXIS_W, marginRight: RIGHT }}>
        <Band title={L.bandDependency} label={downLabel}>
          <rect x="0" y="0" width="1000" height="14" fill="var(--surface-2)" />
          {result.bot && <rect x={x(result.bot.from, span)} y="0" width={x(result.bot.to - result.bot.from, span)} height="14" fill="url(#cb-hatch-bot)" />}
          {result.down.map((iv) => (
            <rect key={iv.from} x={x(iv.from, span)} y="0" width={Math.max(1, x(iv.to - iv.from, span))} height="14" fill="url(#cb-hatch-down)" />
          ))}
        </Band>
        <Band title={L.bandBreaker} label={brkLabel}>
          {result.breaker.map((iv) => (
            <rect
              key={iv.from}
              x={x(iv.from, span)}
              y={iv.state === 'closed' ? 5 : 0}
              width={Math.max(iv.state === 'closed' ? 0 : 2, x(iv.to - iv.from, span))}
              height={iv.state === 'closed' ? 4 : 14}
              fill={stateFill[iv.state]}
            />
          ))}
        </Band>
      </div>
      <ul className="cb-legend" aria-hidden="true">
        <li>
          <span className="cb-swatch" style={{ background: `repeating-linear-gradient(45deg, ${p.vermillion} 0 3px, transparent 3px 6px)` }} /> {L.legendDown}
        </li>
        {result.bot && (
          <li>
            <span className="cb-swatch" style={{ background: `repeating-linear-gradient(-45deg, ${p.blue} 0 2px, transparent 2px 6px)` }} /> {L.legendBot}
          </li>
        )}
        <li>
          <span className="cb-swatch cb-swatch-thin" style={{ background: p.green }} /> {L.legendClosed}
        </li>
        <li>
          <span className="cb-swatch" style={{ background: p.vermillion }} /> {L.legendOpen}
        </li>
        <li>
          <span className="cb-swatch" style={{ background: `radial-gradient(circle, ${p.fg} 1.5px, transparent 2px) 0 0 / 8px 8px, ${p.orange}` }} /> {L.legendHalfOpen}
        </li>
      </ul>
      <div className="cb-chart" aria-hidden="true" ref={chartRef}>
        <Plot
          width={width}
          height={compact ? 200 : 260}
          margin={{ top: 4, right: RIGHT, left: 0, bottom: 0 }}
          yAxisWidth={AXIS_W}
          x={{ min: 0, max: spanS, ticks: xAxis.ticks.filter((v) => v <= spanS), format: (v) => `${fmt(v)}\u00a0с` }}
          y={{ min: 0, max: yAxis.max, ticks: yAxis.ticks, format: (v) => fmt(v) }}
          palette={p}
          hover={(t) => {
            const b = data[stepIndex(ts, t)];
            return b ? { x: b.t + bucketS / 2, title: `${fmt(b.t)} с`, items: bars.map((bar) => ({ label: bar.label, value: String(b[bar.key]), color: bar.color })) } : null;
          }}
        >
          {({ x: sx, y: sy }) => {
            const stack = stackLayers(
              bars.map((bar) => data.map((b) => b[bar.key])),
              data.length,
            );
            const barW = Math.max(0, sx(bucketS) - sx(0));
            return bars.map((bar, k) => (
              <g key={bar.key} data-series={bar.key} fill={bar.fill} fillOpacity={bar.opacity} stroke={bar.stroke} strokeWidth={bar.stroke ? 0.5 : undefined}>
                {data.map((b, i) => {
                  const lo = stack[k]!.bottom[i]!;
                  const hi = stack[k]!.top[i]!;
                  if (!(hi > lo)) return null;
                  return <rect key={i} x={sx(b.t)} width={barW} y={sy(hi)} height={sy(lo) - sy(hi)} />;
                })}
              </g>
            ));
          }}
        </Plot>
        <ul className="cb-legend cb-legend-series">
          {bars.map((bar) => (
            <li key={bar.key}>
              <span className="cb-swatch" style={{ background: bar.color, opacity: bar.opacity }} /> {bar.label}
            </li>
          ))}
        </ul>
      </div>
      <p className="chart-summary" data-testid="cb-chart-summary">
        {timelineSummary(result)}
      </p>
    </figure>
  );
}

function Stat({ label, value, sub, testId }: { label: string; value: string; sub?: string; testId?: string }) {
  return (
    <div className="cb-stat">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
      {sub && <dd className="cb-stat-sub">{sub}</dd>}
    </div>
  );
}

export function Summary({ result, baseline, embed = false }: { result: CbResult; baseline: CbResult | null; embed?: boolean }) {
  const H = embed ? 'h4' : 'h2';
  const titleId = useId();
  const s = result.summary;
  const b = baseline?.summary;
  const closeText =
    s.recoveredAt === null
      ? result.down.length > 0
        ? L.notRecovered
        : L.noOutage
      : s.closeDelayMs === null
        ? L.notClosed
        : s.closeDelayMs === 0
          ? L.closedAlready
          : fmtSec(s.closeDelayMs);
  const okShare = (x: typeof s) => (x.userCalls > 0 ? fmtPct(x.userOk / x.userCalls) : '—');
  return (
    <section aria-labelledby={titleId}>
      <H id={titleId} className="cb-h2">
        {L.summaryTitle}
      </H>
      <dl className="cb-stats">
        <Stat label={L.reached} value={`${fmt(s.reached, 0)}`} testId="cb-reached" sub={b ? L.withoutBreaker(fmt(b.reached, 0)) : undefined} />
        <Stat label={L.shortCircuited} value={fmt(s.shortCircuited, 0)} testId="cb-short" />
        <Stat label={L.depFailures} value={fmt(s.depFailures, 0)} sub={b ? L.withoutBreaker(fmt(b.depFailures, 0)) : undefined} />
        <Stat label={L.counted} value={fmt(s.counted, 0)} testId="cb-counted" />
        <Stat label={L.trips} value={fmt(s.trips, 0)} testId="cb-trips" />
        <Stat label={L.open} value={fmtSec(s.openMs)} sub={`${L.halfOpen}: ${fmtSec(s.halfOpenMs)}`} testId="cb-open" />
        <Stat label={L.closeDelay} value={closeText} testId="cb-close-delay" />
        <Stat
          label={L.loadWhileDown}
          value={s.downMs > 0 ? `${fmt(s.loadWhileDown)} ${L.perSecond}` : L.noOutage}
          sub={b && b.downMs > 0 ? L.withoutBreaker(`${fmt(b.loadWhileDown)} ${L.perSecond}`) : undefined}
          testId="cb-load-down"
        />
        <Stat label={L.waited} value={`${fmt(s.waitedOnFailuresS)} ${L.seconds}`} sub={b ? L.withoutBreaker(`${fmt(b.waitedOnFailuresS)} ${L.seconds}`) : undefined} />
        <Stat label={L.userOk} value={okShare(s)} sub={b ? L.withoutBreaker(okShare(b)) : undefined} testId="cb-user-ok" />
      </dl>
    </section>
  );
}
