import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linePath, linearScale, logScale, nearestIndex, stackLayers, stepBandPath, stepIndex, stepLinePath, ticksThatFit, X_TICK_ROOM_PX } from './plot.ts';

describe('scales', () => {
  it('map the domain onto the range, the y axis upside down', () => {
    const y = linearScale(0, 100, 200, 0);
    expect([y(0), y(50), y(100), y(150)]).toEqual([200, 100, 0, -100]);
    expect(linearScale(5, 5, 0, 10)(5)).toBe(5);
  });

  it('log scale: decades equally spaced, nothing at or below zero', () => {
    const s = logScale(1, 1000, 0, 300);
    expect([s(1), s(10), s(100), s(1000)].map(Math.round)).toEqual([0, 100, 200, 300]);
    expect(s(0)).toBeNaN();
    expect(s(-1)).toBeNaN();
  });
});

describe('paths', () => {
  it('a step line holds each value until the next point', () => {
    expect(stepLinePath([0, 10, 20], [5, 5, 8])).toBe('M0 5H10H20V8');
    expect(stepLinePath([0, 10.04, 20], [1.26, 3, 3])).toBe('M0 1.3H10V3H20');
  });

  it('a missing value breaks a line instead of drawing it at NaN', () => {
    expect(stepLinePath([0, 10, 20, 30], [1, Number.NaN, 2, 3])).toBe('M0 1M20 2H30V3');
    expect(linePath([0, 10, 20], [1, Number.POSITIVE_INFINITY, 3])).toBe('M0 1M20 3');
    expect(linePath([0, 10], [1, 2])).toBe('M0 1L10 2');
  });

  it('a band runs along its top and back along its bottom', () => {
    expect(stepBandPath([0, 10, 20], [3, 5, 5], [1, 1, 2])).toBe('M0 3H10V5H20V2V1H10H0Z');
    expect(stepBandPath([], [], [])).toBe('');
  });

  it('no path carries NaN, whatever the numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.double(), fc.double(), fc.double({ noNaN: true, min: -1e9, max: 1e9 }))), (pts) => {
        const xs = pts.map((p) => p[0]);
        const ys = pts.map((p) => p[1]);
        const finite = pts.map((p) => p[2]);
        for (const d of [stepLinePath(xs, ys), linePath(xs, ys), stepBandPath(finite, finite, finite)]) expect(d).not.toMatch(/NaN|Infinity/);
      }),
    );
  });
});

describe('stacks', () => {
  it('each layer starts where the one below ends; a missing value adds nothing', () => {
    const [a, b] = stackLayers(
      [
        [1, 2],
        [3, Number.NaN],
      ],
      2,
    );
    expect([...a!.bottom]).toEqual([0, 0]);
    expect([...a!.top]).toEqual([1, 2]);
    expect([...b!.bottom]).toEqual([1, 2]);
    expect([...b!.top]).toEqual([4, 2]);
  });
});

describe('lookups', () => {
  const xs = [0, 1, 2, 4, 8];
  it('nearest point', () => {
    expect([-5, 0.4, 0.6, 3.1, 2.9, 100].map((x) => nearestIndex(xs, x))).toEqual([0, 0, 1, 3, 2, 4]);
    expect(nearestIndex([], 1)).toBe(-1);
  });

  it('the step shown at x is the last point at or before it', () => {
    expect([-1, 0, 0.9, 1, 3.9, 4, 100].map((x) => stepIndex(xs, x))).toEqual([-1, 0, 0, 1, 2, 3, 4]);
    expect(stepIndex([], 1)).toBe(-1);
  });

  it('agrees with a linear search', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1 }), fc.integer({ min: -1200, max: 1200 }), (raw, x) => {
        const sorted = [...raw].sort((p, q) => p - q);
        let expected = -1;
        for (let i = 0; i < sorted.length; i++) if (sorted[i]! <= x) expected = i;
        // Among equal xs any index of that value is the same step.
        const got = stepIndex(sorted, x);
        expect(got === -1 ? -1 : sorted[got]).toBe(expected === -1 ? -1 : sorted[expected]);
        const near = nearestIndex(sorted, x);
        const best = Math.min(...sorted.map((v) => Math.abs(v - x)));
        expect(Math.abs(sorted[near]! - x)).toBe(best);
      }),
    );
  });
});

describe('x tick labels that fit', () => {
  const range = (n: number, step: number) => Array.from({ length: n + 1 }, (_, i) => i * step);

  it('a phone-wide plot labels 0, 4, … 16 s instead of every 2 s, and 0, 20, 40, 60 s instead of every 10', () => {
    expect(ticksThatFit(range(8, 2), 250)).toEqual([0, 4, 8, 12, 16]);
    expect(ticksThatFit(range(6, 10), 250)).toEqual([0, 20, 40, 60]);
    // a desktop-wide plot keeps them all
    expect(ticksThatFit(range(8, 2), 600)).toEqual(range(8, 2));
  });

  it('never puts two labels closer than their room, starts at the first tick, and keeps the last when a step lands on it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 30, max: 1400 }), (intervals, width) => {
        const ticks = range(intervals, 1);
        const shown = ticksThatFit(ticks, width);
        expect(shown[0]).toBe(0);
        const k = shown.length > 1 ? shown[1]! - shown[0]! : intervals;
        shown.forEach((v, i) => expect(v).toBe(i * k)); // evenly thinned
        const room = Math.max(1, Math.floor(width / X_TICK_ROOM_PX));
        const gapPx = (width * k) / intervals;
        if (shown.length > 1) expect(gapPx >= X_TICK_ROOM_PX || room === 1).toBe(true);
        if (intervals % k === 0) expect(shown[shown.length - 1]).toBe(intervals);
      }),
    );
  });
});
