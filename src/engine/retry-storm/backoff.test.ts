import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../lib/rng';
import { backoffDelay, delayBounds, expo } from './backoff';
import { STRATEGIES } from './params';

describe('expo = min(cap, base · 2^attempt)', () => {
  it('matches exact powers of two', () => {
    expect(expo(0, 100, 1e9)).toBe(100);
    expect(expo(1, 100, 1e9)).toBe(200);
    expect(expo(10, 100, 1e9)).toBe(102400);
    expect(expo(10, 100, 5000)).toBe(5000);
    expect(expo(3, 5, 2000)).toBe(40);
  });

  it('survives huge, negative, fractional and NaN attempts without overflow', () => {
    expect(expo(1e12, 100, 10000)).toBe(10000);
    expect(expo(Number.MAX_SAFE_INTEGER, 1, 1e300)).toBe(1e300);
    expect(expo(Infinity, 1, 60000)).toBe(60000);
    expect(expo(5000, Number.MIN_VALUE, Number.MAX_VALUE)).toBe(Number.MAX_VALUE);
    expect(expo(-3, 100, 1000)).toBe(100);
    expect(expo(Number.NaN, 100, 1000)).toBe(100);
    expect(expo(2.5, 100, 1e9)).toBe(400); // fractional attempts are floored
    expect(expo(3, 0, 1000)).toBe(0);
  });
});

describe('jitter formulas stay within their bounds', () => {
  const attempt = fc.oneof(
    fc.integer({ min: 0, max: 70 }),
    fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    fc.constantFrom(1023, 1024, 1025, 2 ** 53, Infinity),
  );
  const base = fc.oneof(fc.integer({ min: 1, max: 60000 }), fc.double({ min: 1e-300, max: 1e12, noNaN: true }));
  const cap = fc.oneof(fc.integer({ min: 1, max: 600000 }), fc.double({ min: 1e-300, max: 1e300, noNaN: true }));

  it('for any strategy, attempt, base and cap', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STRATEGIES), attempt, base, cap, fc.integer(), (strategy, a, b, c, seed) => {
        const rng = createRng(seed);
        const { lo, hi } = delayBounds(strategy, a, b, c);
        const e = expo(a, b, c);
        expect(e).toBeLessThanOrEqual(c);
        expect(Number.isFinite(e)).toBe(true);
        let prev = b;
        for (let i = 0; i < 10; i++) {
          const d = backoffDelay(strategy, a, b, c, prev, rng);
          expect(Number.isFinite(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(lo);
          expect(d).toBeLessThanOrEqual(hi);
          expect(d).toBeLessThanOrEqual(Math.max(c, 0));
          prev = d;
        }
      }),
      { numRuns: 500 },
    );
  });

  it('full jitter spans [0, expo), equal jitter [expo/2, expo)', () => {
    const rng = createRng(9);
    let minF = Infinity;
    let maxF = 0;
    let minE = Infinity;
    for (let i = 0; i < 5000; i++) {
      const f = backoffDelay('full-jitter', 3, 100, 1e9, 100, rng);
      const q = backoffDelay('equal-jitter', 3, 100, 1e9, 100, rng);
      minF = Math.min(minF, f);
      maxF = Math.max(maxF, f);
      minE = Math.min(minE, q);
      expect(f).toBeLessThan(800);
      expect(q).toBeLessThan(800);
    }
    expect(minF).toBeLessThan(10);
    expect(maxF).toBeGreaterThan(790);
    expect(minE).toBeGreaterThanOrEqual(400);
    expect(minE).toBeLessThan(410);
  });

  it('decorrelated jitter: sleep = min(cap, random_between(base, prev · 3))', () => {
    const rng = createRng(5);
    let prev = 10;
    for (let i = 0; i < 1000; i++) {
      const d = backoffDelay('decorrelated-jitter', i, 10, 5000, prev, rng);
      expect(d).toBeGreaterThanOrEqual(10);
      expect(d).toBeLessThanOrEqual(Math.min(5000, prev * 3));
      prev = d;
    }
    // huge previous sleeps do not overflow
    expect(backoffDelay('decorrelated-jitter', 1, 10, 5000, Number.MAX_VALUE, rng)).toBeLessThanOrEqual(5000);
  });

  it('deterministic strategies ignore the random stream', () => {
    const rng = createRng(1);
    expect(backoffDelay('immediate', 5, 100, 1000, 100, rng)).toBe(0);
    expect(backoffDelay('constant', 5, 100, 1000, 100, rng)).toBe(100);
    expect(backoffDelay('exponential', 2, 100, 1000, 100, rng)).toBe(400);
    expect(backoffDelay('exponential', 20, 100, 1000, 100, rng)).toBe(1000);
  });
});
