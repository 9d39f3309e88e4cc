/**
 * Pieces every lab chart shares: round axes, compact tick labels that never wrap, objects made once
 * per palette.
 */
import type { Palette } from './usePalette.ts';
import { formatRuCompact } from '../../lib/ruNumber.ts';

/** Tick labels must not wrap: «300 мс» keeps its space unbreakable. */
export const nb = (s: string) => s.replace(/ /g, '\u00a0');
export const compact = (v: number) => nb(formatRuCompact(v));

/** A round tick step for about `count` intervals up to `max`: 1, 2, 2.5 or 5 × 10^k. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const p = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

/** A round axis: ticks from 0 in round steps, the last at or above `x`. */
export function niceAxis(x: number, count = 4): { max: number; ticks: number[] } {
  if (!(x > 0) || !Number.isFinite(x)) return { max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  const step = niceStep(x, count);
  const n = Math.ceil(x / step - 1e-9);
  const ticks = Array.from({ length: n + 1 }, (_, i) => Math.round(i * step * 1e6) / 1e6);
  return { max: ticks[ticks.length - 1]!, ticks };
}

/** One object per palette and purpose: the same palette gives the same props, so a memoised chart does not redraw. */
export function perPalette<T>(make: (p: Palette) => T): (p: Palette) => T {
  const cache = new WeakMap<Palette, T>();
  return (p) => {
    let v = cache.get(p);
    if (v === undefined) {
      v = make(p);
      cache.set(p, v);
    }
    return v;
  };
}
