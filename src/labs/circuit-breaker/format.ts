/** Russian numbers for the three reliability labs: decimal comma, thin grouping. */
import { type RuFormat, ruFormat } from '../../lib/ruNumber.ts';
const cache = new Map<number, RuFormat>();
function nf(digits: number): RuFormat {
  let f = cache.get(digits);
  if (!f) {
    f = ruFormat(digits);
    cache.set(digits, f);
  }
  return f;
}

export function fmt(n: number, digits = 1): string {
  return nf(digits).format(n);
}

/** Seconds from milliseconds: «4,35 с», «20 с». */
export function fmtSec(ms: number): string {
  const s = ms / 1000;
  return `${nf(Math.abs(s) < 10 ? 2 : 1).format(s)} с`;
}

/** Milliseconds for humans: «350 мс», «1,1 с». */
export function fmtMs(ms: number): string {
  if (Math.abs(ms) < 1000) return `${nf(1).format(ms)} мс`;
  return `${nf(3).format(ms / 1000)} с`;
}

export function fmtPct(share: number, digits = 1): string {
  return `${nf(digits).format(share * 100)} %`;
}
