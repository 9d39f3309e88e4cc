/**
 * Where a slider can stop: a short list of round values, so that a finger on a phone can land on
 * each of them and no stop is a jump. (A slider that mapped 1000 positions onto 1…100 000 moved
 * from 2 000 to 86 099 on a 30 % drag: 0.3 px per position, values nobody chose.)
 *
 * - Small integer ranges (≤ 60 values): every integer.
 * - Wide positive ranges (max / min ≥ 20): round values 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8
 *   × 10^k — neighbours differ by at most a third, 11 stops per decade.
 * - Ranges from 0 to something large: 0, then the same round values from max / 10 000 up.
 * - Anything else: about 50 equal round steps.
 * The bounds themselves are always stops. The number box next to the slider takes any value.
 */
import type { FloatRow, IntRow } from '../../url/params.ts';

const MANTISSAS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8];
/** The widest ratio between neighbouring stops of a logarithmic scale (1.5 → 2, 3 → 4). */
export const MAX_STOP_RATIO = 4 / 3;
const LINEAR_STOPS = 50;
/** A zero-based scale starts its round values at max / ZERO_FLOOR. */
const ZERO_FLOOR = 10_000;

type NumberRow = IntRow | FloatRow;
const cache = new WeakMap<NumberRow, readonly number[]>();

/** 12 significant digits: 1.2e-3 is 0.0012, not 0.0012000000000000001. */
function clean(x: number): number {
  return Number(x.toPrecision(12));
}

function logStops(lo: number, hi: number): number[] {
  const out: number[] = [];
  let k = Math.floor(Math.log10(lo)) - 1;
  for (;;) {
    const p = 10 ** k;
    for (const m of MANTISSAS) {
      const v = clean(m * p);
      if (v > hi) return out;
      if (v >= lo) out.push(v);
    }
    k++;
  }
}

function niceStep(span: number): number {
  const raw = span / LINEAR_STOPS;
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

function finish(row: NumberRow, values: number[]): number[] {
  const rounded = values.map((v) => (row.kind === 'int' ? Math.round(v) : v)).filter((v) => v >= row.min && v <= row.max);
  rounded.push(row.min, row.max);
  return [...new Set(rounded)].sort((a, b) => a - b);
}

export function sliderStops(row: NumberRow): readonly number[] {
  const hit = cache.get(row);
  if (hit) return hit;
  const { min, max } = row;
  let stops: number[];
  if (row.kind === 'int' && max - min < 60) {
    stops = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  } else if (min > 0 && max / min >= 20) {
    stops = finish(row, logStops(min, max));
  } else if (min === 0 && max > 0 && (row.kind === 'float' || max > 100)) {
    const floor = row.kind === 'int' ? Math.max(1, max / ZERO_FLOOR) : max / ZERO_FLOOR;
    stops = finish(row, [0, ...logStops(floor, max)]);
  } else {
    const step = row.kind === 'int' ? Math.max(1, Math.round(niceStep(max - min))) : niceStep(max - min);
    const first = Math.ceil(min / step) * step;
    const values: number[] = [];
    for (let v = first; v <= max + step * 1e-9; v += step) values.push(clean(v));
    stops = finish(row, values);
  }
  cache.set(row, stops);
  return stops;
}

/** The stop nearest to `value` (a typed value between stops shows at the closest one). */
export function nearestStop(stops: readonly number[], value: number): number {
  let lo = 0;
  let hi = stops.length - 1;
  if (!(value > (stops[0] as number))) return 0;
  if (value >= (stops[hi] as number)) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if ((stops[mid] as number) <= value) lo = mid;
    else hi = mid;
  }
  const a = stops[lo] as number;
  const b = stops[hi] as number;
  // Between two stops of a ratio scale the geometric middle is fair; between 0 and the first, the arithmetic one.
  const middle = a > 0 ? Math.sqrt(a * b) : (a + b) / 2;
  return value < middle ? lo : hi;
}
