/**
 * The overload lab's charts (recharts, loaded lazily). Every series differs from its neighbours
 * in more than hue: Okabe–Ito colours plus dash patterns and widths; the legend draws each line as
 * it is drawn in the chart. Each chart comes with a text summary (results.tsx).
 */
import { memo } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceArea, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisStyle, compact, niceAxis, tooltipStyle } from '../kit/chartKit.ts';
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

/** Memoised: a chart whose props did not change is not redrawn (results.tsx keeps them stable). */
export const OverloadChart = memo(function OverloadChart({ view, lines, palette, id, height }: OverloadChartProps) {
  const ax = axisStyle(palette);
  const x = niceAxis(view.state.horizonS, 6);
  const left = niceAxis(maxOf(view.rows, lines, false) * 1.05, 4);
  const hasRight = lines.some((l) => l.right);
  const right = niceAxis(maxOf(view.rows, lines, true) * 1.05, 4);
  return (
    <div className="lab-chart" data-chart={id}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
        <LineChart data={view.rows} margin={{ top: 8, right: hasRight ? 4 : 16, bottom: 0, left: 0 }}>
          <CartesianGrid stroke={palette.border} strokeDasharray="3 3" vertical={false} />
          {view.trigger && (
            <ReferenceArea
              x1={view.trigger.from}
              x2={view.trigger.to}
              yAxisId="left"
              fill={palette.muted}
              fillOpacity={0.13}
              stroke="none"
              ifOverflow="hidden"
              label={{ value: L.series.trigger, position: 'insideTopLeft', fill: palette.muted, fontSize: 12 }}
            />
          )}
          {view.actionAt !== null && (
            <ReferenceLine
              x={view.actionAt}
              yAxisId="left"
              stroke={palette.fg}
              strokeDasharray="4 3"
              ifOverflow="hidden"
              label={{ value: L.series.action, position: 'insideTopRight', fill: palette.fg, fontSize: 12 }}
            />
          )}
          <XAxis dataKey="t" type="number" domain={[0, x.max]} ticks={x.ticks} tickFormatter={(v: number) => `${v}\u00a0с`} {...ax} />
          <YAxis yAxisId="left" domain={[0, left.max]} ticks={left.ticks} tickFormatter={compact} width={56} {...ax} />
          {hasRight && <YAxis yAxisId="right" orientation="right" domain={[0, right.max]} ticks={right.ticks} tickFormatter={compact} width={48} {...ax} />}
          <Tooltip
            {...tooltipStyle(palette)}
            isAnimationActive={false}
            labelFormatter={(v) => `${v} с`}
            formatter={(value) => formatInt(Math.round(Number(value)))}
          />
          {lines.map((l) => (
            <Line
              key={String(l.key)}
              yAxisId={l.right ? 'right' : 'left'}
              dataKey={l.key}
              name={l.label}
              type="stepAfter"
              stroke={l.color}
              strokeWidth={l.width ?? 1.8}
              strokeDasharray={l.dash}
              dot={false}
              activeDot={false}
              isAnimationActive={false}
              connectNulls={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
});
