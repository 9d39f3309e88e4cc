/**
 * A hand-drawn SVG chart frame for the labs: grid, axes with round ticks, the plot area clipped
 * (values above the axis are cut at its top, as the captions say), and a tooltip that follows the
 * pointer. The series are plain <path> elements the chart computes once per result (kit/plot.ts):
 * redrawing costs one React commit of a few elements instead of recharts' store and text measuring.
 * No layout is read while drawing; the width comes from the caller (useWidth).
 */
import { type PointerEvent, type ReactNode, useId, useState } from 'react';
import { linearScale, logScale, ticksThatFit, type Box, type Scale } from './plot.ts';
import type { Palette } from './usePalette.ts';

export interface PlotAxis {
  min: number;
  max: number;
  ticks: readonly number[];
  format: (v: number) => string;
  /** A log-10 axis (min > 0). */
  log?: boolean;
  /** Tick labels turned by this many degrees (long category names); anchored at their end. */
  angle?: number;
}

export interface PlotMargin {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What the tooltip shows at a point of the x axis: the x to mark, a title and one line per series. */
export interface PlotHoverPoint {
  x: number;
  title: string;
  items: readonly { label: string; value: string; color: string }[];
}

export interface PlotScales {
  x: Scale;
  y: Scale;
  /** The right-hand axis' scale (the left one's when the chart has none). */
  y2: Scale;
  box: Box;
}

const TICK = 6;
/** Half the width of a short tick label («60 с» at 12 px): closer to the right edge, the label is anchored at its end. */
const EDGE_LABEL_ROOM = 18;
/** Room under the plot for the x tick labels. */
const X_AXIS_HEIGHT = 30;

export function Plot({
  width,
  height,
  margin,
  yAxisWidth,
  x,
  y,
  y2,
  y2AxisWidth = 48,
  xAxisHeight = X_AXIS_HEIGHT,
  palette,
  verticalGrid = false,
  hover,
  children,
}: {
  width: number;
  height: number;
  margin: PlotMargin;
  yAxisWidth: number;
  x: PlotAxis;
  y: PlotAxis;
  /** A second value axis on the right (its grid is not drawn: the left one's is). */
  y2?: PlotAxis;
  y2AxisWidth?: number;
  /** Room under the plot for the x tick labels (more for turned ones). */
  xAxisHeight?: number;
  palette: Palette;
  verticalGrid?: boolean;
  /** Given an x value under the pointer, what the tooltip says (null: nothing there). */
  hover?: (x: number) => PlotHoverPoint | null;
  /** The series, drawn inside the clipped plot area. */
  children: (scales: PlotScales) => ReactNode;
}) {
  const clipId = `plot-${useId().replace(/:/g, '')}`;
  if (!(width > 0)) return <div style={{ height }} />;
  const box: Box = {
    left: margin.left + yAxisWidth,
    top: margin.top,
    width: Math.max(1, width - margin.left - yAxisWidth - margin.right - (y2 ? y2AxisWidth : 0)),
    height: Math.max(1, height - margin.top - margin.bottom - xAxisHeight),
  };
  const bottom = box.top + box.height;
  const right = box.left + box.width;
  const sx = (x.log ? logScale : linearScale)(x.min, x.max, box.left, right);
  const sy = (y.log ? logScale : linearScale)(y.min, y.max, bottom, box.top);
  const sy2 = y2 ? (y2.log ? logScale : linearScale)(y2.min, y2.max, bottom, box.top) : sy;
  const ticksY2 = y2 ? y2.ticks.filter((v) => v >= y2.min && v <= y2.max) : [];
  const ticksY = y.ticks.filter((v) => v >= y.min && v <= y.max);
  const inRangeX = x.ticks.filter((v) => v >= x.min && v <= x.max);
  // Turned labels take little width each; level ones are thinned to what the plot's width holds (a phone).
  const ticksX = x.angle ? inRangeX : ticksThatFit(inRangeX, box.width);
  return (
    <div className="lab-plot" style={{ position: 'relative', height }}>
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="lab-plot-surface" aria-hidden="true">
        <defs>
          <clipPath id={clipId}>
            <rect x={box.left} y={box.top} width={box.width} height={box.height} />
          </clipPath>
        </defs>
        <g stroke={palette.border} strokeDasharray="3 3">
          {ticksY.map((v) => (
            <line key={`y${v}`} x1={box.left} x2={right} y1={sy(v)} y2={sy(v)} />
          ))}
          {verticalGrid && ticksX.map((v) => <line key={`x${v}`} y1={box.top} y2={bottom} x1={sx(v)} x2={sx(v)} />)}
        </g>
        <g clipPath={`url(#${clipId})`}>{children({ x: sx, y: sy, y2: sy2, box })}</g>
        <g className="lab-plot-axis" fill={palette.muted} fontSize={12}>
          <line x1={box.left} x2={right} y1={bottom} y2={bottom} stroke={palette.border} />
          {ticksX.map((v) => (
            <g key={`tx${v}`}>
              <line x1={sx(v)} x2={sx(v)} y1={bottom} y2={bottom + TICK} stroke={palette.border} />
              {x.angle ? (
                <text x={sx(v)} y={bottom + TICK + 3} dy="0.71em" textAnchor="end" transform={`rotate(${x.angle} ${sx(v)} ${bottom + TICK + 3})`}>
                  {x.format(v)}
                </text>
              ) : (
                // A label at the right edge would be cut in half by the frame: it ends at its tick instead.
                <text x={sx(v)} y={bottom + TICK + 3} dy="0.71em" textAnchor={width - sx(v) < EDGE_LABEL_ROOM ? 'end' : 'middle'}>
                  {x.format(v)}
                </text>
              )}
            </g>
          ))}
          <line x1={box.left} x2={box.left} y1={box.top} y2={bottom} stroke={palette.border} />
          {ticksY.map((v) => (
            <g key={`ty${v}`}>
              <line x1={box.left - TICK} x2={box.left} y1={sy(v)} y2={sy(v)} stroke={palette.border} />
              <text x={box.left - TICK - 3} y={sy(v)} dy="0.32em" textAnchor="end">
                {y.format(v)}
              </text>
            </g>
          ))}
          {y2 && <line x1={right} x2={right} y1={box.top} y2={bottom} stroke={palette.border} />}
          {y2 &&
            ticksY2.map((v) => (
              <g key={`tr${v}`}>
                <line x1={right} x2={right + TICK} y1={sy2(v)} y2={sy2(v)} stroke={palette.border} />
                <text x={right + TICK + 3} y={sy2(v)} dy="0.32em" textAnchor="start">
                  {y2.format(v)}
                </text>
              </g>
            ))}
        </g>
      </svg>
      {hover && <HoverLayer box={box} width={width} height={height} x={x} sx={sx} palette={palette} hover={hover} />}
    </div>
  );
}

/**
 * The tooltip over a plot, in a layer of its own: moving the pointer re-renders this layer only,
 * never the series under it.
 */
function HoverLayer({
  box,
  width,
  height,
  x,
  sx,
  palette,
  hover,
}: {
  box: Box;
  width: number;
  height: number;
  x: PlotAxis;
  sx: Scale;
  palette: Palette;
  hover: (x: number) => PlotHoverPoint | null;
}) {
  const [tip, setTip] = useState<PlotHoverPoint | null>(null);
  const invertX = (px: number) => {
    const t = (px - box.left) / box.width;
    return x.log ? 10 ** (Math.log10(x.min) + t * (Math.log10(x.max) - Math.log10(x.min))) : x.min + t * (x.max - x.min);
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    const px = e.clientX - e.currentTarget.getBoundingClientRect().left;
    setTip(px < box.left || px > box.left + box.width ? null : hover(invertX(px)));
  };
  const tipX = tip ? sx(tip.x) : 0;
  return (
    <div className="lab-plot-hover" style={{ width, height }} onPointerMove={onMove} onPointerLeave={() => setTip(null)}>
      {tip && (
        <>
          <span className="lab-plot-guide" style={{ left: tipX, top: box.top, height: box.height, background: palette.muted }} />
          <div
            className="lab-plot-tip"
            role="presentation"
            style={{
              background: palette.surface,
              borderColor: palette.border,
              color: palette.fg,
              // On the side of the pointer with more room.
              ...(tipX > box.left + box.width / 2 ? { right: width - tipX + 10 } : { left: tipX + 10 }),
              top: box.top,
            }}
          >
            <p className="lab-plot-tip-title">{tip.title}</p>
            {tip.items.map((it) => (
              <p key={it.label} style={{ color: it.color }}>
                {it.label}: {it.value}
              </p>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
