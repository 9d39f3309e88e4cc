/**
 * Backoff formulas from the AWS Architecture Blog article "Exponential
 * Backoff And Jitter" (Marc Brooker):
 *
 *   expo         = min(cap, base · 2^attempt)
 *   full jitter  = random_between(0, expo)
 *   equal jitter = expo/2 + random_between(0, expo/2)
 *   decorrelated = min(cap, random_between(base, prevSleep · 3)), prevSleep₀ = base
 *
 * Determinism: 2^attempt is computed by repeated doubling (exact in binary
 * floating point) that stops as soon as the cap is reached, so huge attempt
 * numbers neither overflow nor loop for long, and no Math.pow is involved.
 */
import type { Rng } from '../../lib/rng';
import type { Strategy } from './params';

/** min(cap, base · 2^attempt) for attempt ≥ 0 (non-integers are floored). */
export function expo(attempt: number, base: number, cap: number): number {
  if (!(base > 0) || !(cap > 0)) return 0;
  const n = Math.floor(attempt);
  if (!(n > 0)) return base < cap ? base : cap; // covers NaN, negatives and fractions below 1
  let v = base;
  // At most ~2100 doublings even for the smallest positive double; the loop
  // ends early once v ≥ cap (or v becomes Infinity, which is ≥ cap).
  for (let i = 0; i < n && v < cap; i++) v *= 2;
  return v < cap ? v : cap;
}

/**
 * Delay before the next attempt.
 * @param attempt the exponent of the article's formula (see callers for the
 *   numbering they use).
 * @param prevSleep previous sleep of this operation (decorrelated jitter only;
 *   pass `base` before the first retry).
 */
export function backoffDelay(
  strategy: Strategy,
  attempt: number,
  base: number,
  cap: number,
  prevSleep: number,
  rng: Rng,
): number {
  switch (strategy) {
    case 'immediate':
      return 0;
    case 'constant':
      return base < cap ? base : cap;
    case 'exponential':
      return expo(attempt, base, cap);
    case 'full-jitter':
      return rng.uniform(0, expo(attempt, base, cap));
    case 'equal-jitter': {
      const half = expo(attempt, base, cap) / 2;
      return half + rng.uniform(0, half);
    }
    case 'decorrelated-jitter': {
      if (!(base > 0) || !(cap > 0)) return 0;
      const prev = prevSleep > base ? prevSleep : base;
      const hi = prev * 3;
      const v = rng.uniform(base, hi < Infinity ? hi : Number.MAX_VALUE);
      return v < cap ? v : cap;
    }
  }
}

/** The closed interval a strategy's delay must fall into (for tests and docs). */
export function delayBounds(
  strategy: Strategy,
  attempt: number,
  base: number,
  cap: number,
): { lo: number; hi: number } {
  const e = expo(attempt, base, cap);
  switch (strategy) {
    case 'immediate':
      return { lo: 0, hi: 0 };
    case 'constant': {
      const c = base < cap ? base : cap;
      return { lo: c, hi: c };
    }
    case 'exponential':
      return { lo: e, hi: e };
    case 'full-jitter':
      return { lo: 0, hi: e };
    case 'equal-jitter':
      return { lo: e / 2, hi: e };
    case 'decorrelated-jitter':
      if (!(base > 0) || !(cap > 0)) return { lo: 0, hi: 0 };
      return { lo: base < cap ? base : cap, hi: cap };
  }
}
