/**
 * The lab's charts, drawn by hand in SVG (kit/Plot.tsx): a recharts redraw of one chart was a
 * 100–300 ms task under 4× CPU throttling, a frame of a few <path> elements is a few ms.
 * Every series differs from its neighbours in more than hue: fill patterns, dash patterns and
 * marker shapes. Nothing animates: the charts redraw while a slider moves.
 *
 * Each chart renders once per result: its component is memoised, its paths are computed in a
 * useMemo of its data, and a time series is cut to what the chart's width can show (LTTB on the
 * stacked total, whole rows so the stack stays aligned).
 */
import { memo, useId, useMemo } from 'react';
import { Plot, type PlotHoverPoint } from '../kit/Plot.tsx';
import { linePath, nearestIndex, stackLayers, stepBandPath, stepIndex, stepLinePath, type Scale } from '../kit/plot.ts';
import { useWidth } from '../kit/staggered.ts';
import type { Strategy } from '../../engine/retry-storm/index.ts';
import { t } from './strings.ts';
import { downsampleRows } from '../../lib/downsample.ts';
import { compact, nb, niceAxis, perPalette } from '../kit/chartKit.ts';
import type { Palette } from '../kit/usePalette.ts';
import { isOutagePreview, type ContentionView, type OutageSeries, type OutageView, type SweepRow, type TimeRow } from './compute.ts';
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
  /** Stroke width of the layer's top line (1.4 when unset). */
  width?: number;
  /** Opacity of a solid fill (0.4 when unset). */
  opacity?: number;
}

export { compact, niceAxis };

const TIME_MARGIN = { top: 8, right: 18, bottom: 0, left: 0 };
const CDF_MARGIN = { top: 8, right: 22, bottom: 0, left: 0 };
const SWEEP_MARGIN = { top: 8, right: 14, bottom: 0, left: 0 };
const SHARE_TICKS = [0, 25, 50, 75, 100];
const secondsLabel = (v: number) => `${formatNumber(v, 2)} с`;
const intValue = (value: number) => formatInt(Math.round(value));
const msTick = (v: number) => (v === 0 ? '0' : nb(formatMs(v)));
const percentTick = (v: number) => `${v}\u00a0%`;
const percentValue = (value: number) => `${formatNumber(value, 1)} %`;

/**
 * useWidth's slot of a chart: charts that fill a figure in the same place (an embed, the lab's monitor
 * or the rest of its charts) have one width whatever the scenario, and so do the halves of a pair.
 */
export function figureWidthSlot(place: string, perRow = 1): string {
  return `rs-${perRow > 1 ? 'half' : 'figure'}-${place}`;
}

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
export function timeScale(views: readonly OutageSeries[]): TimeScale {
  let xMax = 1;
  const up = { load: 0, outcomes: 0 };
  const all = { load: 0, outcomes: 0 };
  let inflight = 0;
  let capacity = 0;
  for (const v of views) {
    const last = v.rows[v.rows.length - 1];
    if (last) xMax = Math.max(xMax, last.t + v.stepMs / 1000);
    // A whole run's rows cover at least its horizon; a preview's axis is already the whole run's.
    xMax = Math.max(xMax, v.extra.horizonMs / 1000);
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

/** A step line drawn over a time chart (capacity, queue): not stacked. */
interface LineStyle {
  key: keyof TimeRow;
  label: string;
  color: string;
  width: number;
  dash?: string;
}

/** The x positions of the rows, the same for every series of a chart. */
function xsOf(rows: readonly TimeRow[], sx: Scale): Float64Array {
  const xs = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) xs[i] = sx(rows[i]!.t);
  return xs;
}

function column(rows: readonly TimeRow[], key: keyof TimeRow, sy?: Scale): Float64Array {
  const out = new Float64Array(rows.length);
  for (let i = 0; i < rows.length; i++) out[i] = sy ? sy(rows[i]![key]) : rows[i]![key];
  return out;
}

/**
 * One time chart: the stacked areas of `stack`, then the step lines of `lines`, over the outage's
 * shaded window. The tooltip reads the full rows (exact figures), the drawing the downsampled ones.
 */
function TimeChart({
  view,
  rows,
  height = HEIGHT,
  width,
  palette,
  scale,
  y,
  stack,
  lines = [],
  chart,
}: {
  view: OutageSeries;
  rows: readonly TimeRow[];
  height?: number;
  width: number;
  palette: Palette;
  scale: TimeScale;
  y: Axis;
  stack: readonly SeriesStyle[];
  lines?: readonly LineStyle[];
  chart: string;
}) {
  const uid = useId().replace(/:/g, '');
  const { outageStartMs, outageEndMs } = view.extra;
  const all = view.rows;
  const times = useMemo(() => all.map((r) => r.t), [all]);
  const hover = (t: number): PlotHoverPoint | null => {
    const i = stepIndex(times, t);
    const row = all[i];
    if (!row) return null;
    return {
      x: row.t,
      title: secondsLabel(row.t),
      items: [...stack, ...lines].map((s) => ({ label: s.label, value: intValue(row[s.key]), color: s.color })),
    };
  };
  return (
    <div className="lab-chart" data-chart={chart} data-points={rows.length}>
      <Plot
        width={width}
        height={height}
        margin={TIME_MARGIN}
        yAxisWidth={60}
        x={{ min: 0, max: scale.xMax, ticks: scale.xTicks, format: secondsTick }}
        y={{ min: 0, max: y.max, ticks: y.ticks, format: compact }}
        palette={palette}
        hover={hover}
      >
        {({ x: sx, y: sy, box }) => {
          const xs = xsOf(rows, sx);
          const layers = stackLayers(
            stack.map((s) => column(rows, s.key)),
            rows.length,
          );
          const outX1 = sx(outageStartMs / 1000);
          const outX2 = sx(Math.min(scale.xMax, outageEndMs / 1000));
          const preview = isOutagePreview(view) ? view : null;
          return (
            <>
              {preview && (
                <g data-preview-until={preview.untilMs}>
                  <line x1={sx(preview.untilMs / 1000)} x2={sx(preview.untilMs / 1000)} y1={box.top} y2={box.top + box.height} stroke={palette.muted} strokeDasharray="2 4" />
                  <text x={sx(preview.untilMs / 1000) + 5} y={box.top + box.height - 6} fill={palette.muted} fontSize={12}>
                    {L.previewMark}
                  </text>
                </g>
              )}
              {outageEndMs > outageStartMs && (
                <g data-outage="">
                  <rect x={outX1} y={box.top} width={Math.max(0, outX2 - outX1)} height={box.height} fill={palette.muted} fillOpacity={0.13} />
                  <text x={outX1 + 5} y={box.top + 5} dy="0.71em" fill={palette.muted} fontSize={12}>
                    {L.series.outage}
                  </text>
                </g>
              )}
              <Patterns uid={uid} series={stack} />
              {stack.map((s, k) => {
                const top = layers[k]!.top.map(sy);
                const bottom = layers[k]!.bottom.map(sy);
                return (
                  <g key={String(s.key)} data-series={String(s.key)}>
                    <path className="lab-plot-area" d={stepBandPath(xs, top, bottom)} fill={fillOf(uid, s)} fillOpacity={s.fill === 'solid' ? (s.opacity ?? 0.4) : 1} stroke="none" />
                    <path className="lab-plot-line" d={stepLinePath(xs, top)} fill="none" stroke={s.color} strokeWidth={s.width ?? 1.4} strokeDasharray={s.dash} />
                  </g>
                );
              })}
              {lines.map((s) => (
                <path
                  key={String(s.key)}
                  data-series={String(s.key)}
                  className="lab-plot-line"
                  d={stepLinePath(xs, column(rows, s.key, sy))}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={s.width}
                  strokeDasharray={s.dash}
                />
              ))}
            </>
          );
        }}
      </Plot>
    </div>
  );
}

interface TimeChartProps {
  view: OutageSeries;
  palette: Palette;
  scale: TimeScale;
  /** Width of the chart in px (0 before layout: then nothing is drawn yet). */
  width: number;
  /** Height in px (the pinned monitor on a phone is lower). */
  height?: number;
  /** Kept for the callers: the hand-drawn charts do not link their tooltips. */
  syncId?: string;
}

export const LoadChart = memo(function LoadChart({ view, palette, scale, width, height }: TimeChartProps) {
  const rows = useChartRows(view.rows, width, loadSignal);
  const lines = useMemo<LineStyle[]>(() => [{ key: 'capacity', label: L.series.capacity, color: palette.fg, width: 1.6, dash: '6 4' }], [palette]);
  return <TimeChart chart="load" view={view} rows={rows} width={width} height={height} palette={palette} scale={scale} y={scale.load} stack={loadSeries(palette)} lines={lines} />;
});

/** `keys`: the outcome series to draw, comma-separated (a string, so equal sets compare equal). */
export const OutcomesChart = memo(function OutcomesChart({ view, palette, scale, width, keys }: TimeChartProps & { keys: string }) {
  const series = useMemo(() => {
    const shown = new Set(keys.split(','));
    return outcomeSeries(palette).filter((s) => shown.has(String(s.key)));
  }, [palette, keys]);
  const rows = useChartRows(view.rows, width, outcomeSignal);
  return <TimeChart chart="outcomes" view={view} rows={rows} width={width} palette={palette} scale={scale} y={scale.outcomes} stack={series} />;
});

const inflightStack = perPalette((p: Palette): SeriesStyle[] => [{ key: 'inFlight', label: L.series.inFlight, color: p.sky, fill: 'solid', opacity: 0.3, width: 1.6 }]);
const queuedLine = perPalette((p: Palette): LineStyle[] => [{ key: 'queued', label: L.series.queued, color: p.orange, width: 2, dash: '3 3' }]);

export const InFlightChart = memo(function InFlightChart({ view, palette, scale, width }: TimeChartProps) {
  const rows = useChartRows(view.rows, width, inflightSignal);
  return <TimeChart chart="inflight" view={view} rows={rows} width={width} palette={palette} scale={scale} y={scale.inflight} stack={inflightStack(palette)} lines={queuedLine(palette)} />;
});

const CDF_STYLES = [{ dash: undefined }, { dash: '7 4' }] as const;

/** The completion-time CDF of one or two runs (A solid, B dashed). */
export const CdfChart = memo(function CdfChart({ views, palette }: { views: readonly OutageView[]; palette: Palette }) {
  // Drawn only among the rest of the lab's charts, never in an embed.
  const [ref, width] = useWidth<HTMLDivElement>(figureWidthSlot('rest'));
  const xAxis = useMemo(() => {
    let maxMs = 1;
    for (const v of views) maxMs = Math.max(maxMs, v.cdf[v.cdf.length - 1]?.ms ?? 0);
    return niceAxis(maxMs, 5);
  }, [views]);
  const colors = [palette.blue, palette.vermillion];
  const names = views.map((_, i) => (views.length > 1 ? (i === 0 ? 'A' : 'B') : L.charts.cdf));
  const hover = (ms: number): PlotHoverPoint | null => {
    if (ms < 0) return null;
    return {
      x: ms,
      title: formatMs(ms),
      items: views.map((v, i) => {
        const at = stepIndex(
          v.cdf.map((p) => p.ms),
          ms,
        );
        return { label: names[i]!, value: percentValue(v.cdf[at]?.share ?? 0), color: colors[i] ?? colors[0]! };
      }),
    };
  };
  return (
    <div className="lab-chart" data-chart="cdf" ref={ref}>
      <Plot
        width={width}
        height={HEIGHT}
        margin={CDF_MARGIN}
        yAxisWidth={50}
        x={{ min: 0, max: xAxis.max, ticks: xAxis.ticks, format: msTick }}
        y={{ min: 0, max: 100, ticks: SHARE_TICKS, format: percentTick }}
        palette={palette}
        verticalGrid
        hover={hover}
      >
        {({ x: sx, y: sy, box }) => (
          <>
            {[50, 95, 99].map((share) => (
              <line key={share} x1={box.left} x2={box.left + box.width} y1={sy(share)} y2={sy(share)} stroke={palette.muted} strokeDasharray="2 4" />
            ))}
            {views.map((v, i) => (
              <path
                key={i}
                data-series={names[i]}
                className="lab-plot-line"
                d={stepLinePath(
                  v.cdf.map((p) => sx(p.ms)),
                  v.cdf.map((p) => sy(p.share)),
                )}
                fill="none"
                stroke={colors[i] ?? colors[0]}
                strokeWidth={2.2}
                strokeDasharray={(CDF_STYLES[i] ?? CDF_STYLES[0]).dash}
              />
            ))}
          </>
        )}
      </Plot>
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


const SWEEP_TICKS = [10, 50, 100, 150, 190];

/** `place`: where the chart sits (an embed, the lab's monitor or the rest), for useWidth's slot. */
export function SweepChart({ view, field, palette, place }: { view: ContentionView; field: 'calls' | 'completion'; palette: Palette; place: string }) {
  const [ref, width] = useWidth<HTMLDivElement>(figureWidthSlot(place));
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
  const format = (v: number) => (log ? formatMs(v) : formatNumber(v, 1));
  const clients = rows.map((r) => r.clients);
  const hover = (x: number): PlotHoverPoint | null => {
    const row = rows[nearestIndex(clients, x)];
    if (!row) return null;
    return {
      x: row.clients,
      title: `${row.clients} ${L.units.clients}`,
      items: view.strategies.filter((s) => typeof row[s] === 'number').map((s) => ({ label: name(s), value: format(row[s] as number), color: styles[s].color })),
    };
  };
  return (
    <div className="lab-chart" data-chart={`sweep-${field}`} ref={ref}>
      <Plot
        width={width}
        height={HEIGHT + 30}
        margin={SWEEP_MARGIN}
        yAxisWidth={58}
        x={{ min: 0, max: 200, ticks: SWEEP_TICKS, format: String }}
        y={log ? { min: ticks![0]!, max: ticks![ticks!.length - 1]!, ticks: ticks!, format: (v) => nb(formatMs(v)), log: true } : { min: 0, max: linear.max, ticks: linear.ticks, format: compact }}
        palette={palette}
        verticalGrid
        hover={hover}
      >
        {({ x: sx, y: sy, box }) => {
          const xs = clients.map(sx);
          return (
            <>
              <line x1={sx(view.state.clients)} x2={sx(view.state.clients)} y1={box.top} y2={box.top + box.height} stroke={palette.fg} strokeDasharray="2 3" />
              {view.strategies.map((s) => {
                const st = styles[s];
                const ys = rows.map((r) => {
                  const v = r[s];
                  return typeof v === 'number' ? sy(v) : Number.NaN;
                });
                return (
                  <g key={s} data-series={s}>
                    <path className="lab-plot-line" d={linePath(xs, ys)} fill="none" stroke={st.color} strokeWidth={s === view.state.strategy ? 3 : 1.8} strokeDasharray={st.dash} />
                    {/* A marker on every other point: the shape tells the strategies apart without colour. */}
                    {xs.map((x, i) => (i % 2 === 0 && Number.isFinite(ys[i]!) ? <MarkerShape key={i} shape={st.marker} cx={x} cy={ys[i]!} r={3.6} color={st.color} /> : null))}
                  </g>
                );
              })}
            </>
          );
        }}
      </Plot>
    </div>
  );
}
