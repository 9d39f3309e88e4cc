import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { maxInWindow, TimeLog, type OutageBuckets } from './outage';
import { drainMs, peakLoadRatio, recoveryOf, round } from './summary';

const log = (times: number[]): TimeLog => {
  const l = new TimeLog();
  for (const t of [...times].sort((a, b) => a - b)) l.push(t);
  return l;
};

function buckets(count: number, bucketMs: number, fill: Partial<Record<keyof OutageBuckets, number[]>>): OutageBuckets {
  const z = (): number[] => new Array<number>(count).fill(0);
  return {
    bucketMs,
    count,
    firstAttempts: z(),
    retries: z(),
    successes: z(),
    failOutage: z(),
    failOverload: z(),
    failTimeout: z(),
    rejectedByBudget: z(),
    shortCircuited: z(),
    gaveUp: z(),
    inFlight: z(),
    queued: z(),
    queueDelayMs: z(),
    capacity: new Array<number>(count).fill(1000),
    ...fill,
  } as OutageBuckets;
}

describe('summary helpers', () => {
  it('rounds to the digits asked for', () => {
    expect(round(1.23456, 2)).toBe(1.23);
  });

  it('peak load: the busiest window of exactly 100 ms outside the outage', () => {
    // a wall of 2000 sends at one instant against 1000 req/s (100 per 100 ms) is 20×
    const wall = log(new Array<number>(2000).fill(3000));
    expect(peakLoadRatio(maxInWindow(wall, 100, 0, 3000), 1000)).toBe(20);
    // sends in [0, 100) and [3000, 3100) around an outage [50, 3000): no window spans the outage
    const split = log([0, 10, 20, 3000, 3001, 3002, 3003, 3099, 3100]);
    expect(maxInWindow(split, 100, 50, 3000)).toBe(5);
    // a window that ends where the outage begins counts
    expect(maxInWindow(log([150, 160, 199.5]), 100, 200, 300)).toBe(3);
    expect(peakLoadRatio(null, 1000)).toBeNull();
  });

  it('peak window: equals a brute-force count over every start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 2000 }), { maxLength: 60 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 800 }),
        (times, from, len) => {
          const to = from + len;
          const up = times.filter((t) => t < from || t >= to);
          let best = 0;
          // every admissible window start on a 0.5 ms grid (times are integers)
          for (let a = -100; a <= 2100; a += 0.5) {
            if (len > 0 && a + 100 > from && a < to) continue;
            best = Math.max(best, up.filter((t) => t >= a && t < a + 100).length);
          }
          expect(maxInWindow(log(up), 100, from, to)).toBe(best);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('drain: first bucket after the outage from which the system stays healthy', () => {
    const n = 20; // 20 × 100 ms, outage ends at 500 ms, horizon 2000 ms
    const delay = new Array<number>(n).fill(0);
    const overload = new Array<number>(n).fill(0);
    const ok = new Array<number>(n).fill(10);
    for (let i = 5; i < 9; i++) overload[i] = 50; // unhealthy 500..900 ms
    delay[9] = 900; // queue delay above timeout/2 at 900..1000 ms
    const b = buckets(n, 100, { failOverload: overload, successes: ok, queueDelayMs: delay });
    expect(drainMs(b, 500, 2000, 1000)).toBe(500);
    // never healthy at the end → null
    const bad = buckets(n, 100, { failOverload: new Array<number>(n).fill(5), successes: ok });
    expect(drainMs(bad, 500, 2000, 1000)).toBeNull();
    // outage lasting past the horizon → null
    expect(drainMs(b, 2500, 2000, 1000)).toBeNull();
    // healthy right away → 0
    expect(drainMs(buckets(n, 100, { successes: ok }), 500, 2000, 1000)).toBe(0);
    // Regression (issue 10, item 30): an outage ending inside a bucket is not "20 ms of recovery"
    expect(drainMs(buckets(2000, 30, { successes: new Array<number>(2000).fill(24) }), 10000, 60000, 1000)).toBe(0);
    // nothing answered at all is not health
    expect(drainMs(buckets(n, 100, {}), 500, 2000, 1000)).toBeNull();
  });

  it('recovery: says when there is nothing to recover from', () => {
    const b = buckets(20, 100, { successes: new Array<number>(20).fill(3) });
    expect(recoveryOf(b, 0, 0, 2000, 1000)).toEqual({ recovery: 'no-outage', drainMs: null });
    expect(recoveryOf(b, 10000, 10000, 60000, 1000)).toEqual({ recovery: 'no-outage', drainMs: null });
    expect(recoveryOf(b, 500, 2500, 2000, 1000)).toEqual({ recovery: 'outage-past-horizon', drainMs: null });
    expect(recoveryOf(b, 0, 500, 2000, 1000)).toEqual({ recovery: 'recovered', drainMs: 0 });
    const bad = buckets(20, 100, { failOverload: new Array<number>(20).fill(5), successes: new Array<number>(20).fill(10) });
    expect(recoveryOf(bad, 0, 500, 2000, 1000)).toEqual({ recovery: 'not-recovered', drainMs: null });
    // Regression (issue 13): every operation failed during the outage and none came after it —
    // that is no evidence of health
    const silent = buckets(20, 100, { failOutage: [219, ...new Array<number>(19).fill(0)] });
    expect(recoveryOf(silent, 0, 500, 2000, 1000)).toEqual({ recovery: 'no-traffic', drainMs: null });
  });
});
