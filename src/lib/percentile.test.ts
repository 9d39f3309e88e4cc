import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nearestRankIndex, percentile, percentilesInPlace } from './percentile.ts';

const sorted = (xs: number[]) => Float64Array.from(xs).sort();

describe('nearest-rank percentiles', () => {
  it('is the ⌈p·n⌉-th smallest, clamped to the ends', () => {
    const xs = sorted([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(percentile(xs, 0.5)).toBe(5);
    expect(percentile(xs, 0.95)).toBe(10);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile(xs, 1)).toBe(10);
    expect(percentile(new Float64Array(0), 0.5)).toBeNull();
    expect(nearestRankIndex(3, 0.99)).toBe(2);
  });

  it('selection gives exactly what the sorted array gives, duplicates and runs of equal values included', () => {
    // -0 and +0 are the same value to a percentile but not to toEqual, and which one a selection keeps is arbitrary.
    const value = fc.oneof(fc.double({ noNaN: true, min: -1e9, max: 1e9 }).map((x) => x + 0), fc.integer({ min: 0, max: 3 }));
    const ps = fc.uniqueArray(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }).map((xs) => xs.sort((a, b) => a - b));
    fc.assert(
      fc.property(fc.array(value, { maxLength: 400 }), ps, (xs, qs) => {
        const want = qs.map((q) => percentile(sorted(xs), q));
        expect(percentilesInPlace(Float64Array.from(xs), qs)).toEqual(want);
      }),
      { numRuns: 500 },
    );
  });

  it('is quick on runs of equal values and on sorted input (a quadratic selection would time out here)', () => {
    for (const xs of [new Float64Array(200_000).fill(500), Float64Array.from({ length: 200_000 }, (_, i) => i), Float64Array.from({ length: 200_000 }, (_, i) => -i)]) {
      const want = [0.5, 0.95, 0.99].map((q) => percentile(Float64Array.from(xs).sort(), q));
      expect(percentilesInPlace(xs, [0.5, 0.95, 0.99])).toEqual(want);
    }
  });
});
