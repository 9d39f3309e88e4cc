import { describe, expect, it } from 'vitest';
import type { OutageBuckets } from './outage';
import { drainMs, peakLoadRatio, percentile, round } from './summary';

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
  it('nearest-rank percentiles', () => {
    const xs = Float64Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(percentile(xs, 0.5)).toBe(5);
    expect(percentile(xs, 0.95)).toBe(10);
    expect(percentile(xs, 0.99)).toBe(10);
    expect(percentile(new Float64Array(0), 0.5)).toBeNull();
    expect(round(1.23456, 2)).toBe(1.23);
  });

  it('peak load ignores windows with reduced capacity', () => {
    // 10 buckets of 100 ms; capacity 1000/s = 100 per bucket
    const b = buckets(10, 100, {
      firstAttempts: [500, 0, 0, 50, 0, 0, 0, 0, 0, 0],
      retries: [0, 0, 0, 0, 0, 300, 0, 0, 0, 0],
      capacity: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
    });
    expect(peakLoadRatio(b, 1000)).toBe(3);
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
    expect(drainMs(buckets(n, 100, {}), 500, 2000, 1000)).toBe(0);
  });
});
