/**
 * The geometry of a lab's hand-drawn SVG chart: scales and path strings. Pure (no React, no DOM),
 * so a chart's drawing costs one pass over its points — a recharts chart cost 100–300 ms of main
 * thread per redraw under 4× CPU throttling, most of it in its store and its DOM text measuring.
 */

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Maps a value to a pixel. */
export type Scale = (v: number) => number;

/** Linear map of [d0, d1] onto [r0, r1]; a flat domain maps to the middle. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): Scale {
  const span = d1 - d0;
  if (!(span !== 0) || !Number.isFinite(span)) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / span;
  return (v) => r0 + (v - d0) * k;
}

/** Log-10 map of [d0, d1] (both > 0) onto [r0, r1]; a value ≤ 0 maps to NaN (the caller leaves it out). */
export function logScale(d0: number, d1: number, r0: number, r1: number): Scale {
  const lin = linearScale(Math.log10(d0), Math.log10(d1), r0, r1);
  return (v) => (v > 0 ? lin(Math.log10(v)) : Number.NaN);
}

/**
 * One decimal is a tenth of a pixel: enough, and it keeps the path strings short. A coordinate far
 * off the chart (a spike the axis cuts) is held at a billion pixels: clipped all the same, and
 * never rounded into Infinity.
 */
const FAR = 1e9;
const r = (v: number) => (Math.abs(v) < FAR ? Math.round(v * 10) / 10 : Math.sign(v) * FAR);

/**
 * A step line that holds each value until the next point ("step after"): M x0 y0 H x1 V y1 H x2 …
 * Points whose x or y is not finite break the line (a gap), as a missing value should.
 */
export function stepLinePath(xs: ArrayLike<number>, ys: ArrayLike<number>): string {
  let d = '';
  let open = false;
  let lastY = 0;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      open = false;
      continue;
    }
    if (!open) d += `M${r(x)} ${r(y)}`;
    else {
      d += `H${r(x)}`;
      if (y !== lastY) d += `V${r(y)}`;
    }
    open = true;
    lastY = y;
  }
  return d;
}

/** A polyline through the points (straight segments); non-finite points break it. */
export function linePath(xs: ArrayLike<number>, ys: ArrayLike<number>): string {
  let d = '';
  let open = false;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    const y = ys[i]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      open = false;
      continue;
    }
    d += `${open ? 'L' : 'M'}${r(x)} ${r(y)}`;
    open = true;
  }
  return d;
}

/**
 * The band between two step lines (a stacked area's layer): along `top` forwards, back along
 * `bottom`, closed. Every value must be finite (stacked rates are).
 */
export function stepBandPath(xs: ArrayLike<number>, top: ArrayLike<number>, bottom: ArrayLike<number>): string {
  const n = xs.length;
  if (n === 0) return '';
  let d = stepLinePath(xs, top);
  d += `V${r(bottom[n - 1]!)}`;
  for (let i = n - 1; i > 0; i--) {
    if (bottom[i - 1] !== bottom[i]) d += `V${r(bottom[i - 1]!)}`;
    d += `H${r(xs[i - 1]!)}`;
  }
  return `${d}Z`;
}

/** Cumulative layers of a stack: layer k's bottom is the sum of the layers before it. */
export function stackLayers(values: readonly (ArrayLike<number>)[], n: number): { top: Float64Array; bottom: Float64Array }[] {
  const out: { top: Float64Array; bottom: Float64Array }[] = [];
  let below = new Float64Array(n);
  for (const v of values) {
    const top = new Float64Array(n);
    for (let i = 0; i < n; i++) top[i] = below[i]! + (Number.isFinite(v[i]!) ? v[i]! : 0);
    out.push({ top, bottom: below });
    below = top;
  }
  return out;
}

/** Index of the x nearest to `x` in an ascending array (−1 when empty). */
export function nearestIndex(xs: ArrayLike<number>, x: number): number {
  const n = xs.length;
  if (n === 0) return -1;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid;
  }
  return Math.abs(xs[hi]! - x) < Math.abs(x - xs[lo]!) ? hi : lo;
}

/** Index of the last x at or before `x` in an ascending array: the step a "step after" line shows there (−1 before the first). */
export function stepIndex(xs: ArrayLike<number>, x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  if (hi < 0 || x < xs[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (xs[mid]! <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Room one horizontal x tick label takes, px: «60 с» or «1,5 с» at 12 px is 26–38 px, plus a gap that
 * keeps two labels apart. At 360 px a chart's plot is ≈ 250 px wide: four intervals, not six or eight.
 */
export const X_TICK_ROOM_PX = 56;

/**
 * The ticks of an x axis that are labelled on a plot `widthPx` wide: every k-th one, from the first,
 * so that no two labels run together. A k that lands on the last tick as well is preferred (the axis'
 * end keeps its label); otherwise the end goes unlabelled rather than crowded.
 */
export function ticksThatFit(ticks: readonly number[], widthPx: number): readonly number[] {
  const intervals = ticks.length - 1;
  const room = Math.max(1, Math.floor(widthPx / X_TICK_ROOM_PX));
  if (!(widthPx > 0) || intervals <= room) return ticks;
  const fewest = Math.ceil(intervals / room);
  const k = [fewest, fewest + 1].find((d) => intervals % d === 0 && intervals / d >= 2) ?? fewest;
  return ticks.filter((_, i) => i % k === 0);
}
