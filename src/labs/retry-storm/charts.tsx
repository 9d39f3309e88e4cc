/**
 * The lab's charts (recharts). Loaded lazily: recharts never reaches the first load of the app.
 * Every series differs from its neighbours in more than hue: fill patterns, dash patterns and
 * marker shapes. Animations are off: the charts redraw while a slider moves.
 *
 * Each chart renders once per result: its component is memoised, every object and function it
 * hands to recharts is stable (recharts re-registers an axis or a series whose props changed, and
 * each registration re-renders the chart), and a time series is cut to what the chart's width can
 * show (LTTB on the stacked total, whole rows so the stack stays aligned).
 */
import { memo, useId, useMemo, type ReactNode } from 'react';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Strategy } from '../../engine/retry-storm/index.ts';
import { t } from './strings.ts';
import { downsampleRows } from '../../lib/downsample.ts';
import { axisStyle, compact, nb, niceAxis, perPalette, tooltipStyle } from '../kit/chartKit.ts';
import type { Palette } from '../kit/usePalette.ts';
import type { ContentionView, OutageView, SweepRow, TimeRow } from './compute.ts';
import { formatInt, formatMs, formatNumber } from './format.ts';

const L = t.retryStorm;
const HEIGHT = 210;

type Fill = 'solid' | 'hatch' | 'dots' | 'cross' | 'none';
interface SeriesStyle {
  key: keyof TimeRow;
  label: string;
  color: string;
  fill: Fill;
  dash?: string;
  width?: number;
}

export { compact, niceAxis };

const outageLabel = perPalette((p) => ({ value: L.series.outage, position: 'insideTopLeft' as const, fill: p.muted, fontSize: 12 }));

const TIME_MARGIN = { top: 8, right: 18, bottom: 0, left: 0 };
const CDF_MARGIN = { top: 8, right: 22, bottom: 0, left: 0 };
const INITIAL = { width: 320, height: HEIGHT };
const SHARE_TICKS = [0, 25, 50, 75, 100];
const SHARE_DOMAIN: [number, number] = [0, 100];
const secondsLabel = (v: unknown) => `${formatNumber(Number(v), 2)} с`;
const intValue = (value: unknown) => formatInt(Math.round(Number(value)));
const msTick = (v: number) => (v === 0 ? '0' : nb(formatMs(v)));
const percentTick = (v: number) => `${v}\u00a0%`;
const msLabel = (v: unknown) => formatMs(Number(v));
const percentValue = (value: unknown) => `${formatNumber(Number(value), 1)} %`;

/** At most one point per two pixels of width: more cannot be seen on a step chart. */
export function pointsFor(width: number): number {
  return Math.max(32, Math.ceil(width / 2));
}

/** The rows a time chart draws at `width` px, chosen by LTTB on `signal` (the stacked total). */
export function useChartRows(rows: readonly TimeRow[], width: number, signal: (r: TimeRow) => number): readonly TimeRow[] {
  return useMemo(() => (width > 0 ? downsampleRows(rows, pointsFor(width), rowTime, signal) : rows), [rows, width, signal]);
}
const rowTime = (r: TimeRow) => r.t;
export const loadSignal = (r: TimeRow) => r.first + r.retries;
export const outcomeSignal = (r: TimeRow) => r.success + r.failOutage + r.failOverload + r.failTimeout + r.rejectedByBudget + r.shortCircuited;
export const inflightSignal = (r: TimeRow) => Math.max(r.inFlight, r.queued);

function patternId(uid: string, s: SeriesStyle) {
  return `${uid}-${String(s.key)}`;
}

/** SVG patterns for the series that are not plain fills. */
function Patterns({ uid, series }: { uid: string; series: readonly SeriesStyle[] }) {
  return (
    <defs>
      {series.map((s) => {
        const id = patternId(uid, s);
        switch (s.fill) {
          case 'hatch':
            return (
              <pattern key={id} id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" fill={s.color} fillOpacity="0.18" />
                <line x1="0" y1="0" x2="0" y2="6" stroke={s.color} strokeWidth="2.6" />
              </pattern>
            );
          case 'dots':
            return (
              <pattern key={id} id={id} width="5" height="5" patternUnits="userSpaceOnUse">
                <rect width="5" height="5" fill={s.color} fillOpacity="0.18" />
                <circle cx="2.5" cy="2.5" r="1.3" fill={s.color} />
              </pattern>
            );
          case 'cross':
            return (
              <pattern key={id} id={id} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <rect width="6" height="6" fill={s.color} fillOpacity="0.18" />
                <line x1="0" y1="0" x2="0" y2="6" stroke={s.color} strokeWidth="1.4" />
                <line x1="0" y1="3" x2="6" y2="3" stroke={s.color} strokeWidth="1.4" />
              </pattern>
            );
          default:
            return null;
        }
      })}
    </defs>
  );
}

function fillOf(uid: string, s: SeriesStyle): string {
  if (s.fill === 'solid') return s.color;
  if (s.fill === 'none') return 'none';
  return `url(#${patternId(uid, s)})`;
}

/** A legend in HTML: swatches drawn like the series (pattern, dash), readable by screen readers. */
export function Legend({ items }: { items: readonly { label: string; color: string; fill: Fill; dash?: string; marker?: Marker }[] }) {
  const uid = useId().replace(/:/g, '');
  return (
    <ul className="lab-legend">
      {items.map((it, i) => {
        const s: SeriesStyle = { key: 't', label: it.label, color: it.color, fill: it.fill };
        const pid = `${uid}-${i}`;
        return (
          <li key={it.label}>
            <svg width="26" height="14" viewBox="0 0 26 14" aria-hidden="true">
              <Patterns uid={pid} series={[s]} />
              {it.fill !== 'none' && (
                <rect x="1" y="2" width="24" height="10" rx="2" fill={fillOf(pid, s)} fillOpacity={it.fill === 'solid' ? 0.4 : 1} />
              )}
              <line x1="1" y1={it.fill === 'none' ? 7 : 2} x2="25" y2={it.fill === 'none' ? 7 : 2} stroke={it.color} strokeWidth="2.2" strokeDasharray={it.dash} />
              {it.marker && <MarkerShape shape={it.marker} cx={13} cy={7} r={4} color={it.color} />}
            </svg>
            {it.label}
          </li>
        );
      })}
    </ul>
  );
}

export const loadSeries = perPalette((p: Palette): SeriesStyle[] => [
    { key: 'first', label: L.series.first, color: p.blue, fill: 'solid' },
    { key: 'retries', label: L.series.retries, color: p.vermillion, fill: 'hatch' },
]);

export const outcomeSeries = perPalette((p: Palette): SeriesStyle[] => [
    { key: 'success', label: L.series.success, color: p.green, fill: 'solid' },
    { key: 'failOutage', label: L.series.failOutage, color: p.vermillion, fill: 'hatch' },
    { key: 'failOverload', label: L.series.failOverload, color: p.orange, fill: 'dots' },
    { key: 'failTimeout', label: L.series.failTimeout, color: p.purple, fill: 'cross' },
    { key: 'rejectedByBudget', label: L.series.rejectedByBudget, color: p.sky, fill: 'hatch', dash: '4 3' },
    { key: 'shortCircuited', label: L.series.shortCircuited, color: p.blue, fill: 'dots', dash: '1 3' },
]);

export interface Axis {
  max: number;
  ticks: number[];
  /** The largest value in the data: above `max` when spikes during the outage were cut off. */
  peak: number;
}

export interface TimeScale {
  xMax: number;
  xTicks: number[];
  load: Axis;
  outcomes: Axis;
  inflight: Axis;
}

/**
 * Common axes for the charts of A and B, so that their heights compare honestly. The rates are
 * scaled to what happens while the dependency is up: during a fail-fast outage the clients can
 * send tens of times its capacity and get instant 503s, which would flatten everything else.
 * Those spikes are cut at the top of the chart and the caption says so.
 */
export function timeScale(views: readonly OutageView[]): TimeScale {
  let xMax = 1;
  const up = { load: 0, outcomes: 0 };
  const all = { load: 0, outcomes: 0 };
  let inflight = 0;
  let capacity = 0;
  for (const v of views) {
    const last = v.rows[v.rows.length - 1];
    if (last) xMax = Math.max(xMax, last.t + v.stepMs / 1000);
    capacity = Math.max(capacity, v.state.capacity);
    for (const r of v.rows) {
      const load = r.first + r.retries;
      const outcomes = r.success + r.failOutage + r.failOverload + r.failTimeout + r.rejectedByBudget + r.shortCircuited;
      all.load = Math.max(all.load, load);
      all.outcomes = Math.max(all.outcomes, outcomes);
      if (r.capacity >= v.state.capacity * 0.999) {
        up.load = Math.max(up.load, load);
        up.outcomes = Math.max(up.outcomes, outcomes);
      }
      inflight = Math.max(inflight, r.inFlight, r.queued);
    }
  }
  const axis = (upPeak: number, allPeak: number): Axis => {
    const top = Math.max(upPeak * 1.05, capacity * 1.3);
    const a = niceAxis(allPeak > top ? top : Math.max(allPeak * 1.05, capacity * 1.3), 5);
    return { ...a, peak: allPeak };
  };
  const x = niceAxis(xMax, 8);
  return {
    xMax: x.max,
    xTicks: x.ticks,
    load: axis(up.load, all.load),
    outcomes: axis(up.outcomes, all.outcomes),
    inflight: { ...niceAxis(inflight * 1.05), peak: inflight },
  };
}

function secondsTick(v: number) {
  return `${formatNumber(v, 1)}\u00a0с`;
}

function TimeFrame({
  view,
  rows,
  height = HEIGHT,
  palette,
  xMax,
  xTicks,
  y,
  syncId,
  children,
}: {
  view: OutageView;
  rows: readonly TimeRow[];
  height?: number;
  palette: Palette;
  xMax: number;
  xTicks: number[];
  y: Axis;
  syncId?: string;
  children: ReactNode;
}) {
  const ax = axisStyle(palette);
  const { outageStartMs, outageEndMs } = view.extra;
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={INITIAL}>
      <ComposedChart data={rows as TimeRow[]} margin={TIME_MARGIN} syncId={syncId}>
        <CartesianGrid stroke={palette.border} strokeDasharray="3 3" vertical={false} />
        {outageEndMs > outageStartMs && (
          <ReferenceArea
            x1={outageStartMs / 1000}
            x2={Math.min(xMax, outageEndMs / 1000)}
            fill={palette.muted}
            fillOpacity={0.13}
            stroke="none"
            ifOverflow="hidden"
            label={outageLabel(palette)}
          />
        )}
        <XAxis dataKey="t" type="number" domain={[0, xMax]} ticks={xTicks} allowDataOverflow tickFormatter={secondsTick} {...ax} />
        <YAxis domain={[0, y.max]} ticks={y.ticks} allowDataOverflow tickFormatter={compact} width={60} {...ax} />
        <Tooltip
          {...tooltipStyle(palette)}
          isAnimationActive={false}
          labelFormatter={secondsLabel}
          formatter={intValue}
        />
        {children}
      </ComposedChart>
    </ResponsiveContainer>
  );
}

function stackedAreas(uid: string, series: readonly SeriesStyle[], stackId: string) {
  return series.map((s) => (
    <Area
      key={String(s.key)}
      type="stepAfter"
      dataKey={s.key}
      name={s.label}
      stackId={stackId}
      stroke={s.color}
      strokeWidth={1.4}
      strokeDasharray={s.dash}
      fill={fillOf(uid, s)}
      fillOpacity={s.fill === 'solid' ? 0.4 : 1}
      isAnimationActive={false}
      dot={false}
      activeDot={false}
    />
  ));
}

interface TimeChartProps {
  view: OutageView;
  palette: Palette;
  scale: TimeScale;
  /** Width of the chart in px (0 before layout: then every row is drawn). */
  width: number;
  /** Height in px (the pinned monitor on a phone is lower). */
  height?: number;
  syncId?: string;
}

export const LoadChart = memo(function LoadChart({ view, palette, scale, width, height, syncId }: TimeChartProps) {
  const uid = useId().replace(/:/g, '');
  const series = loadSeries(palette);
  const rows = useChartRows(view.rows, width, loadSignal);
  return (
    <div className="lab-chart" data-chart="load" data-points={rows.length}>
      <TimeFrame view={view} rows={rows} height={height} palette={palette} xMax={scale.xMax} xTicks={scale.xTicks} y={scale.load} syncId={syncId}>
        <Patterns uid={uid} series={series} />
        {stackedAreas(uid, series, 'load')}
        <Line
          type="stepAfter"
          dataKey="capacity"
          name={L.series.capacity}
          stroke={palette.fg}
          strokeWidth={1.6}
          strokeDasharray="6 4"
          dot={false}
          activeDot={false}
          isAnimationActive={false}
        />
      </TimeFrame>
    </div>
  );
});

/** `keys`: the outcome series to draw, comma-separated (a string, so equal sets compare equal). */
export const OutcomesChart = memo(function OutcomesChart({ view, palette, scale, width, syncId, keys }: TimeChartProps & { keys: string }) {
  const uid = useId().replace(/:/g, '');
  const series = useMemo(() => {
    const shown = new Set(keys.split(','));
    return outcomeSeries(palette).filter((s) => shown.has(String(s.key)));
  }, [palette, keys]);
  const rows = useChartRows(view.rows, width, outcomeSignal);
  return (
    <div className="lab-chart" data-chart="outcomes" data-points={rows.length}>
      <TimeFrame view={view} rows={rows} palette={palette} xMax={scale.xMax} xTicks={scale.xTicks} y={scale.outcomes} syncId={syncId}>
        <Patterns uid={uid} series={series} />
        {stackedAreas(uid, series, 'outcomes')}
      </TimeFrame>
    </div>
  );
});

export const InFlightChart = memo(function InFlightChart({ view, palette, scale, width, syncId }: TimeChartProps) {
  const rows = useChartRows(view.rows, width, inflightSignal);
  return (
    <div className="lab-chart" data-chart="inflight" data-points={rows.length}>
      <TimeFrame view={view} rows={rows} palette={palette} xMax={scale.xMax} xTicks={scale.xTicks} y={scale.inflight} syncId={syncId}>
        <Area
          type="stepAfter"
          dataKey="inFlight"
          name={L.series.inFlight}
          stroke={palette.sky}
          strokeWidth={1.6}
          fill={palette.sky}
          fillOpacity={0.3}
          isAnimationActive={false}
          dot={false}
          activeDot={false}
        />
        <Line
          type="stepAfter"
          dataKey="queued"
          name={L.series.queued}
          stroke={palette.orange}
          strokeWidth={2}
          strokeDasharray="3 3"
          dot={false}
          activeDot={false}
          isAnimationActive={false}
        />
      </TimeFrame>
    </div>
  );
});

const CDF_STYLES = [{ dash: undefined }, { dash: '7 4' }] as const;

/** The completion-time CDF of one or two runs (A solid, B dashed). */
export const CdfChart = memo(function CdfChart({ views, palette }: { views: readonly OutageView[]; palette: Palette }) {
  const ax = axisStyle(palette);
  const xAxis = useMemo(() => {
    let maxMs = 1;
    for (const v of views) maxMs = Math.max(maxMs, v.cdf[v.cdf.length - 1]?.ms ?? 0);
    return niceAxis(maxMs, 5);
  }, [views]);
  const xDomain = useMemo<[number, number]>(() => [0, xAxis.max], [xAxis]);
  const colors = [palette.blue, palette.vermillion];
  return (
    <div className="lab-chart" data-chart="cdf">
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={INITIAL}>
        <LineChart margin={CDF_MARGIN}>
          <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
          <XAxis dataKey="ms" type="number" domain={xDomain} ticks={xAxis.ticks} tickFormatter={msTick} {...ax} />
          <YAxis dataKey="share" type="number" domain={SHARE_DOMAIN} ticks={SHARE_TICKS} tickFormatter={percentTick} width={50} {...ax} />
          {[50, 95, 99].map((y) => (
            <ReferenceLine key={y} y={y} stroke={palette.muted} strokeDasharray="2 4" ifOverflow="hidden" />
          ))}
          <Tooltip {...tooltipStyle(palette)} isAnimationActive={false} labelFormatter={msLabel} formatter={percentValue} />
          {views.map((v, i) => (
            <Line
              key={i}
              data={v.cdf}
              dataKey="share"
              name={views.length > 1 ? (i === 0 ? 'A' : 'B') : L.charts.cdf}
              type="stepAfter"
              stroke={colors[i] ?? colors[0]}
              strokeWidth={2.2}
              strokeDasharray={(CDF_STYLES[i] ?? CDF_STYLES[0]).dash}
              dot={false}
              activeDot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
});

export type Marker = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross';

export function MarkerShape({ shape, cx, cy, r, color }: { shape: Marker; cx: number; cy: number; r: number; color: string }) {
  switch (shape) {
    case 'square':
      return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} fill={color} />;
    case 'triangle':
      return <polygon points={`${cx},${cy - r * 1.15} ${cx + r * 1.1},${cy + r * 0.85} ${cx - r * 1.1},${cy + r * 0.85}`} fill={color} />;
    case 'diamond':
      return <polygon points={`${cx},${cy - r * 1.25} ${cx + r},${cy} ${cx},${cy + r * 1.25} ${cx - r},${cy}`} fill={color} />;
    case 'cross':
      return (
        <g stroke={color} strokeWidth={2}>
          <line x1={cx - r} y1={cy - r} x2={cx + r} y2={cy + r} />
          <line x1={cx - r} y1={cy + r} x2={cx + r} y2={cy - r} />
        </g>
      );
    default:
      return <circle cx={cx} cy={cy} r={r} fill={color} />;
  }
}

export function strategyStyles(p: Palette): Record<Strategy, { color: string; dash?: string; marker: Marker }> {
  return {
    immediate: { color: p.vermillion, marker: 'circle' },
    constant: { color: p.muted, dash: '1 3', marker: 'circle' },
    exponential: { color: p.orange, dash: '9 4', marker: 'square' },
    'full-jitter': { color: p.blue, marker: 'triangle' },
    'equal-jitter': { color: p.green, dash: '2 3', marker: 'diamond' },
    'decorrelated-jitter': { color: p.purple, dash: '10 3 2 3', marker: 'cross' },
  };
}

/** Ticks of the log time axis: 1 µs to 10 000 s (the model's hops are never shorter than 1 µs). */
const LOG_TICKS = [0.001, 0.003, 0.01, 0.03, 0.1, 0.3, 1, 3, 10, 30, 100, 300, 1000, 3000, 10000, 30000, 100000, 300000, 1000000, 3000000, 10000000];

/**
 * The log axis of the sweep-time chart: a decade-ish tick list covering [lo, hi], never empty.
 * A log scale cannot place 0 or a negative value (it would be drawn at NaN): the caller plots
 * only positive values.
 */
export function logAxis(lo: number, hi: number): number[] {
  if (!(lo > 0) || !(hi >= lo) || !Number.isFinite(hi)) return [1, 10];
  const below = [...LOG_TICKS].reverse().find((x) => x <= lo) ?? LOG_TICKS[0]!;
  const above = LOG_TICKS.find((x) => x >= hi) ?? LOG_TICKS[LOG_TICKS.length - 1]!;
  const ticks = LOG_TICKS.filter((x) => x >= below && x <= above);
  return ticks.length >= 2 ? ticks : [below, above > below ? above : below * 10];
}

/** Rows for a log axis: a value that is not positive and finite is left out (a gap), never drawn at NaN. */
export function positiveOnly(rows: readonly SweepRow[], strategies: readonly Strategy[]): SweepRow[] {
  return rows.map((r) => {
    const out: SweepRow = { clients: r.clients };
    for (const s of strategies) {
      const v = r[s];
      if (typeof v === 'number' && v > 0 && Number.isFinite(v)) out[s] = v;
    }
    return out;
  });
}

export function SweepChart({ view, field, palette }: { view: ContentionView; field: 'calls' | 'completion'; palette: Palette }) {
  const ax = axisStyle(palette);
  const log = field === 'completion';
  const rows = log ? positiveOnly(view.completion, view.strategies) : view.calls;
  const styles = strategyStyles(palette);
  let lo = Infinity;
  let hi = 0;
  for (const r of rows) {
    for (const s of view.strategies) {
      const v = r[s];
      if (typeof v === 'number' && v > 0 && Number.isFinite(v)) {
        lo = Math.min(lo, v);
        hi = Math.max(hi, v);
      }
    }
  }
  const ticks = log ? logAxis(lo, hi) : undefined;
  const linear = niceAxis(hi * 1.04);
  const name = (s: string) => L.enumLabels.strategy?.[s] ?? s;
  return (
    <div className="lab-chart" data-chart={`sweep-${field}`}>
      <ResponsiveContainer width="100%" height={HEIGHT + 30} initialDimension={{ width: 320, height: HEIGHT + 30 }}>
        <LineChart data={rows} margin={{ top: 8, right: 14, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={palette.border} strokeDasharray="3 3" />
          <XAxis dataKey="clients" type="number" domain={[0, 200]} ticks={[10, 50, 100, 150, 190]} {...ax} />
          <YAxis
            type="number"
            scale={log ? 'log' : 'auto'}
            domain={log ? [ticks![0]!, ticks![ticks!.length - 1]!] : [0, linear.max]}
            ticks={log ? ticks : linear.ticks}
            allowDataOverflow
            tickFormatter={log ? (v: number) => nb(formatMs(v)) : compact}
            width={58}
            {...ax}
          />
          <ReferenceLine x={view.state.clients} stroke={palette.fg} strokeDasharray="2 3" ifOverflow="hidden" />
          <Tooltip
            {...tooltipStyle(palette)}
            isAnimationActive={false}
            labelFormatter={(v) => `${v} ${L.units.clients}`}
            formatter={(value) => (log ? formatMs(Number(value)) : formatNumber(Number(value), 1))}
          />
          {view.strategies.map((s) => {
            const st = styles[s];
            return (
              <Line
                key={s}
                dataKey={s}
                name={name(s)}
                type="monotone"
                stroke={st.color}
                strokeWidth={s === view.state.strategy ? 3 : 1.8}
                strokeDasharray={st.dash}
                dot={(props) => {
                  const { cx, cy, index } = props;
                  if (typeof cx !== 'number' || typeof cy !== 'number' || index % 2 !== 0) return <g key={`${s}-${index}`} />;
                  return <MarkerShape key={`${s}-${index}`} shape={st.marker} cx={cx} cy={cy} r={3.6} color={st.color} />;
                }}
                activeDot={false}
                isAnimationActive={false}
              />
            );
          })}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
