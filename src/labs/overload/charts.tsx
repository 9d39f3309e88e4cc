/**
 * The overload lab's charts, drawn by hand in SVG (kit/Plot.tsx; a recharts redraw was a long task
 * on a throttled phone). Every series differs from its neighbours in more than hue: Okabe–Ito
 * colours plus dash patterns and widths; the legend draws each line as it is drawn in the chart.
 * Each chart comes with a text summary (results.tsx).
 */
import { memo } from 'react';
import { compact, niceAxis } from '../kit/chartKit.ts';
import { Plot, type PlotHoverPoint } from '../kit/Plot.tsx';
import { stepIndex, stepLinePath } from '../kit/plot.ts';
import { useWidth } from '../kit/staggered.ts';
import type { Palette } from '../kit/usePalette.ts';
import type { OverloadRow, OverloadView } from './compute.ts';
import { formatInt } from './format.ts';
import { overloadStrings } from './strings.ts';

const L = overloadStrings;
const HEIGHT = 200;

export interface LineStyle {
  key: keyof OverloadRow;
  label: string;
  color: string;
  dash?: string;
  width?: number;
  /** Right-hand axis. */
  right?: boolean;
}

export function loadLines(p: Palette): LineStyle[] {
  return [
    { key: 'sent', label: L.series.sent, color: p.vermillion, width: 2.4 },
    { key: 'arrivals', label: L.series.arrivals, color: p.blue, dash: '6 3' },
    { key: 'capacity', label: L.series.capacity, color: p.fg, dash: '2 3', width: 1.4 },
  ];
}

export function outcomeLines(p: Palette): LineStyle[] {
  return [
    { key: 'goodput', label: L.series.goodput, color: p.green, width: 2.6 },
    { key: 'wasted', label: L.series.wasted, color: p.vermillion, dash: '6 3' },
    { key: 'rejected', label: L.series.rejected, color: p.orange, dash: '2 2' },
    { key: 'timeouts', label: L.series.timeouts, color: p.purple, dash: '8 3 2 3' },
    { key: 'dropped', label: L.series.dropped, color: p.sky, dash: '1 3', width: 2.2 },
    { key: 'local', label: L.series.local, color: p.blue, dash: '4 2 1 2' },
  ];
}

export function queueLines(p: Palette): LineStyle[] {
  return [
    { key: 'queue', label: L.series.queue, color: p.blue, width: 2.2 },
    { key: 'queueDelayMs', label: L.series.queueDelay, color: p.vermillion, dash: '6 3', right: true },
  ];
}

export function latencyLines(p: Palette): LineStyle[] {
  return [
    { key: 'p50', label: L.series.p50, color: p.blue, width: 2.2 },
    { key: 'p99', label: L.series.p99, color: p.vermillion, dash: '6 3' },
  ];
}

export function limitLines(p: Palette, view: OverloadView): LineStyle[] {
  const out: LineStyle[] = [];
  if (view.state.limiter !== 'none') out.push({ key: 'limit', label: L.series.limit, color: p.blue, width: 2.2 });
  if (view.state.throttle) out.push({ key: 'throttle', label: L.series.throttle, color: p.orange, dash: '6 3', right: view.state.limiter !== 'none' });
  return out;
}

export function Legend({ lines }: { lines: readonly LineStyle[] }) {
  return (
    <ul className="lab-legend">
      {lines.map((l) => (
        <li key={String(l.key)}>
          <svg width="26" height="10" viewBox="0 0 26 10" aria-hidden="true">
            <line x1="1" y1="5" x2="25" y2="5" stroke={l.color} strokeWidth={l.width ?? 1.8} strokeDasharray={l.dash} />
          </svg>
          {l.label}
        </li>
      ))}
    </ul>
  );
}

function maxOf(rows: readonly OverloadRow[], lines: readonly LineStyle[], right: boolean): number {
  let m = 0;
  for (const r of rows) {
    for (const l of lines) {
      if (Boolean(l.right) !== right) continue;
      const v = r[l.key];
      if (typeof v === 'number' && Number.isFinite(v) && v > m) m = v;
    }
  }
  return m;
}

export interface OverloadChartProps {
  view: OverloadView;
  lines: readonly LineStyle[];
  palette: Palette;
  id: string;
  height: number;
}

export const CHART_HEIGHT = HEIGHT;

const secondsTick = (v: number) => `${v}\u00a0с`;
const valueOf = (v: number | null) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN);

/** Memoised: a chart whose props did not change is not redrawn (results.tsx keeps them stable). */
export const OverloadChart = memo(function OverloadChart({ view, lines, palette, id, height }: OverloadChartProps) {
  const [ref, width] = useWidth<HTMLDivElement>();
  const x = niceAxis(view.axisS, 6);
  const left = niceAxis(maxOf(view.rows, lines, false) * 1.05, 4);
  const hasRight = lines.some((l) => l.right);
  const right = niceAxis(maxOf(view.rows, lines, true) * 1.05, 4);
  const rows = view.rows;
  const hover = (t: number): PlotHoverPoint | null => {
    const row = rows[stepIndex(rows.map((r) => r.t), t)];
    if (!row) return null;
    return {
      x: row.t,
      title: `${row.t} с`,
      items: lines.filter((l) => typeof row[l.key] === 'number').map((l) => ({ label: l.label, value: formatInt(Math.round(row[l.key] as number)), color: l.color })),
    };
  };
  return (
    <div className="lab-chart" data-chart={id} ref={ref}>
      <Plot
        width={width}
        height={height}
        margin={{ top: 8, right: hasRight ? 4 : 16, bottom: 0, left: 0 }}
        yAxisWidth={56}
        x={{ min: 0, max: x.max, ticks: x.ticks, format: secondsTick }}
        y={{ min: 0, max: left.max, ticks: left.ticks, format: compact }}
        y2={hasRight ? { min: 0, max: right.max, ticks: right.ticks, format: compact } : undefined}
        palette={palette}
        hover={hover}
      >
        {({ x: sx, y: sy, y2: sy2, box }) => {
          const xs = rows.map((r) => sx(r.t));
          return (
            <>
              {view.trigger && (
                <g data-trigger="">
                  <rect x={sx(view.trigger.from)} y={box.top} width={Math.max(0, sx(view.trigger.to) - sx(view.trigger.from))} height={box.height} fill={palette.muted} fillOpacity={0.13} />
                  <text x={sx(view.trigger.from) + 5} y={box.top + 5} dy="0.71em" fill={palette.muted} fontSize={12}>
                    {L.series.trigger}
                  </text>
                </g>
              )}
              {view.actionAt !== null && (
                <g data-action="">
                  <line x1={sx(view.actionAt)} x2={sx(view.actionAt)} y1={box.top} y2={box.top + box.height} stroke={palette.fg} strokeDasharray="4 3" />
                  <text x={sx(view.actionAt) - 5} y={box.top + 5} dy="0.71em" textAnchor="end" fill={palette.fg} fontSize={12}>
                    {L.series.action}
                  </text>
                </g>
              )}
              {lines.map((l) => {
                const scale = l.right ? sy2 : sy;
                return (
                  <path
                    key={String(l.key)}
                    data-series={String(l.key)}
                    className="lab-plot-line"
                    d={stepLinePath(
                      xs,
                      rows.map((r) => scale(valueOf(r[l.key]))),
                    )}
                    fill="none"
                    stroke={l.color}
                    strokeWidth={l.width ?? 1.8}
                    strokeDasharray={l.dash}
                  />
                );
              })}
            </>
          );
        }}
      </Plot>
    </div>
  );
});
