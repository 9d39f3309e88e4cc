import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runOutage } from './index';
import { BUCKET_SERIES, MAX_BUCKETS, outageSteps, simulateOutage, type OutageBuckets } from './outage';
import { runThrough } from '../../lib/steps';
import { defaultState, normalizeState, STRATEGIES, type RetryStormState } from './params';

const small: RetryStormState = {
  ...defaultState,
  clients: 300,
  horizonS: 10,
  arrival: 'window',
  windowS: 5,
  capacity: 200,
  concurrency: 10,
  outageStartS: 2,
  outageS: 2,
  maxAttempts: 5,
};

/** Small random states that still exercise every feature. */
const arbState: fc.Arbitrary<RetryStormState> = fc
  .record({
    seed: fc.integer({ min: 0, max: 1000 }),
    horizonS: fc.integer({ min: 1, max: 20 }),
    clients: fc.integer({ min: 1, max: 300 }),
    arrival: fc.constantFrom('burst', 'window', 'rate'),
    windowS: fc.double({ min: 0, max: 20, noNaN: true }),
    rate: fc.double({ min: 0.1, max: 500, noNaN: true }),
    capacity: fc.integer({ min: 1, max: 500 }),
    concurrency: fc.integer({ min: 1, max: 20 }),
    queueMax: fc.integer({ min: 1, max: 400 }),
    outageStartS: fc.double({ min: 0, max: 20, noNaN: true }),
    outageS: fc.double({ min: 0, max: 10, noNaN: true }),
    outageMode: fc.constantFrom('fail-fast', 'hang'),
    retryAfterMs: fc.integer({ min: 0, max: 3000 }),
    strategy: fc.constantFrom(...STRATEGIES),
    maxAttempts: fc.integer({ min: 1, max: 8 }),
    baseMs: fc.integer({ min: 1, max: 500 }),
    capMs: fc.integer({ min: 1, max: 5000 }),
    timeoutMs: fc.integer({ min: 1, max: 3000 }),
    deadlineMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 10000 })),
    honorRetryAfter: fc.boolean(),
    budget: fc.boolean(),
    budgetTokens: fc.integer({ min: 1, max: 50 }),
    budgetRatio: fc.double({ min: 0.001, max: 1, noNaN: true }),
    breaker: fc.constantFrom('off', 'consecutive', 'ratio'),
    brkFailures: fc.integer({ min: 1, max: 20 }),
    brkRatio: fc.double({ min: 0.01, max: 1, noNaN: true }),
    brkWindowMs: fc.integer({ min: 10, max: 3000 }),
    brkMinRequests: fc.integer({ min: 1, max: 30 }),
    brkOpenMs: fc.integer({ min: 1, max: 3000 }),
    brkProbes: fc.integer({ min: 1, max: 5 }),
    brkSuccesses: fc.integer({ min: 1, max: 5 }),
  })
  .map((r) => normalizeState({ ...defaultState, ...r }).state);

const SERIES_TOTALS: [keyof OutageBuckets, string][] = [
  ['firstAttempts', 'firstAttempts'],
  ['retries', 'retries'],
  ['successes', 'successes'],
  ['failOutage', 'failOutage'],
  ['failOverload', 'failOverload'],
  ['failTimeout', 'failTimeout'],
  ['rejectedByBudget', 'rejectedByBudget'],
  ['shortCircuited', 'shortCircuited'],
];

const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);

function checkInvariants(state: RetryStormState): void {
  const r = runOutage(state);
  const { summary: s, totals: t, buckets: b } = r;
  // every operation ends exactly once
  expect(t.endSuccess + t.endAttempts + t.endDeadline + t.endBudget + t.endBreaker).toBe(t.logicalOps);
  expect(s.succeeded + s.gaveUp).toBe(s.logicalOps);
  expect(t.successes).toBe(t.endSuccess);
  expect(t.rejectedByBudget).toBe(t.endBudget);
  expect(t.shortCircuited).toBe(t.endBreaker);
  // calls = first attempts + retries; every call is answered exactly once
  expect(s.totalCalls).toBe(s.firstAttempts + s.retries);
  expect(t.successes + t.failOutage + t.failOverload + t.failTimeout).toBe(s.totalCalls);
  expect(s.firstAttempts).toBeLessThanOrEqual(s.logicalOps);
  expect(s.totalCalls).toBeLessThanOrEqual(s.logicalOps * r.state.maxAttempts);
  // per-bucket counts add up to the totals
  for (const [series, total] of SERIES_TOTALS) {
    expect(sum(b[series] as number[])).toBe((t as unknown as Record<string, number>)[total]);
  }
  expect(sum(b.gaveUp)).toBe(s.gaveUp);
  // shape of the series
  expect(b.count).toBeLessThanOrEqual(MAX_BUCKETS);
  expect(b.count * b.bucketMs).toBeGreaterThan(t.endMs);
  for (const key of Object.keys(b) as (keyof OutageBuckets)[]) {
    const v = b[key];
    if (Array.isArray(v)) {
      expect(v.length).toBe(b.count);
      expect(v.every((x) => Number.isFinite(x) && x >= 0)).toBe(true);
    }
  }
  // the dependency's work: it cannot finish more than its capacity allows within the run, and
  // work done in vain is part of the work done
  expect(t.wastedWork).toBeLessThanOrEqual(t.served);
  expect(t.successes).toBeLessThanOrEqual(t.served);
  expect(t.served).toBeLessThanOrEqual(r.state.concurrency * Math.ceil(t.endMs / t.serviceMs + 1e-9));
  // summary sanity
  expect(s.amplification).toBeCloseTo(s.logicalOps > 0 ? s.totalCalls / s.logicalOps : 0, 2);
  if (s.drainMs !== null) expect(s.drainMs).toBeGreaterThanOrEqual(0);
  expect(s.drainMs !== null).toBe(s.recovery === 'recovered');
  if (r.state.outageS === 0) expect(s.recovery).toBe('no-outage');
  if (s.peakLoadRatio !== null) expect(s.peakLoadRatio).toBeGreaterThanOrEqual(0);
  if (s.p50Ms !== null && s.p95Ms !== null && s.p99Ms !== null) {
    expect(s.p50Ms).toBeLessThanOrEqual(s.p95Ms);
    expect(s.p95Ms).toBeLessThanOrEqual(s.p99Ms);
    if (r.state.deadlineMs > 0) expect(s.p99Ms).toBeLessThanOrEqual(r.state.deadlineMs + 0.05);
  }
  // plain data: survives JSON (and therefore structured clone) unchanged
  const json = JSON.stringify(r);
  expect(JSON.stringify(JSON.parse(json))).toBe(json);
  expect(json.includes('null') ? json.replace(/"(p50Ms|p95Ms|p99Ms|peakLoadRatio|drainMs|peakWindowCalls)":null/g, '') : json).not.toContain(
    'null',
  );
}

describe('outage simulation', () => {
  it('accounting invariants hold for random states', () => {
    fc.assert(fc.property(arbState, checkInvariants), { numRuns: 60 });
  });

  it('is deterministic: the same state gives identical results', () => {
    fc.assert(
      fc.property(arbState, (state) => {
        expect(JSON.stringify(runOutage(state))).toBe(JSON.stringify(runOutage(state)));
      }),
      { numRuns: 10 },
    );
    expect(simulateOutage(small).durations).toEqual(simulateOutage(small).durations);
  });

  it('a different seed gives different jittered numbers', () => {
    const a = runOutage({ ...small, seed: 1 });
    const b = runOutage({ ...small, seed: 2 });
    expect(a.summary).not.toEqual(b.summary);
  });

  it('without an outage or overload every operation succeeds on its first attempt', () => {
    const r = runOutage({ ...small, outageS: 0, capacity: 10000, concurrency: 10 });
    expect(r.summary.succeeded).toBe(300);
    expect(r.summary.retries).toBe(0);
    expect(r.summary.drainMs).toBeNull();
    expect(r.summary.recovery).toBe('no-outage');
    expect(r.summary.p50Ms).toBe(1);
  });

  // Regression (issue 10, item 28): requests still queued when the run ended were counted as served in vain.
  it('counts as wasted only work the dependency actually finished within the run', () => {
    const r = runOutage({
      ...defaultState, horizonS: 60, clients: 100000, arrival: 'rate', rate: 800, outageStartS: 10, outageS: 5,
      outageMode: 'hang', maxAttempts: 5,
    });
    const t = r.totals;
    const mostServable = r.state.capacity * (t.endMs / 1000);
    expect(t.served).toBeLessThanOrEqual(mostServable);
    expect(t.wastedWork).toBeLessThanOrEqual(mostServable); // was 146,077 against at most ≈66,000
    expect(t.wastedWork).toBeLessThanOrEqual(t.served - t.successes);
    expect(t.wastedWork).toBeGreaterThan(t.successes); // still: most of the work is for nobody
  });

  // Regression (issue 10, item 30): the peak was measured over 13 buckets of 8 ms (104 ms).
  it('a wall of 2000 requests against 1000 req/s peaks at exactly 20× capacity per 100 ms', () => {
    const r = runOutage({ ...defaultState, horizonS: 15, strategy: 'exponential' });
    expect(r.buckets.bucketMs).toBe(8);
    expect(r.totals.peakWindowCalls).toBe(2000);
    expect(r.summary.peakLoadRatio).toBe(20);
  });

  it('no peak when the dependency is down for the whole run', () => {
    const r = runOutage({ ...small, outageStartS: 0, outageS: 600 });
    expect(r.summary.peakLoadRatio).toBeNull();
  });

  it('counts short-circuits and budget rejections as operations that gave up', () => {
    const r = runOutage({ ...small, breaker: 'consecutive', brkFailures: 5, budget: true, budgetTokens: 10 });
    expect(r.totals.shortCircuited).toBeGreaterThan(0);
    expect(r.totals.breakerTrips).toBeGreaterThan(0);
    checkInvariants({ ...small, breaker: 'consecutive', brkFailures: 5, budget: true, budgetTokens: 10 });
  });

  it('honours Retry-After: no retry comes back sooner than the server asked', () => {
    const base = { ...small, arrival: 'burst' as const, outageStartS: 0, outageS: 20, strategy: 'immediate' as const };
    const ignore = runOutage({ ...base, retryAfterMs: 2000, honorRetryAfter: false });
    const honour = runOutage({ ...base, retryAfterMs: 2000, honorRetryAfter: true });
    // ignoring: all 5 attempts within a few ms; honouring: one attempt per 2 s over a 10 s horizon
    expect(ignore.totals.endMs).toBeLessThan(20);
    expect(honour.totals.endMs).toBeGreaterThanOrEqual(4 * 2000);
    const firstRetryBucket = honour.buckets.retries.findIndex((x) => x > 0);
    expect(firstRetryBucket * honour.buckets.bucketMs).toBeGreaterThanOrEqual(2000 - honour.buckets.bucketMs);
  });

  it('the operation deadline bounds every completion time', () => {
    const r = runOutage({ ...small, outageMode: 'hang', deadlineMs: 1500, timeoutMs: 1000, maxAttempts: 10 });
    expect(r.totals.endDeadline).toBeGreaterThan(0);
    expect(r.summary.p99Ms).toBeLessThanOrEqual(1500);
  });

  it('keeps at most MAX_BUCKETS buckets when the tail runs past the horizon', () => {
    const r = runOutage({ ...small, horizonS: 1, outageStartS: 0, outageS: 1, outageMode: 'hang', timeoutMs: 5000 });
    expect(r.totals.endMs).toBeGreaterThan(1000);
    expect(r.buckets.count).toBeLessThanOrEqual(MAX_BUCKETS);
    expect(r.buckets.count * r.buckets.bucketMs).toBeGreaterThan(r.totals.endMs);
  });

  it('BUCKET_SERIES labels every series of the result', () => {
    const b = runOutage(small).buckets;
    const keys = Object.keys(b).filter((k) => k !== 'bucketMs' && k !== 'count');
    expect(BUCKET_SERIES.map((x) => x.key).sort()).toEqual(keys.sort());
  });
});

describe('a run seen at its pauses', () => {
  /** Merges neighbouring buckets `times` times, as the grid does when it doubles its width. */
  function widen(values: readonly number[], times: number, gauge: boolean): number[] {
    let out = [...values];
    for (let j = 0; j < times; j++) {
      const next: number[] = [];
      for (let i = 0; i + 1 < out.length; i += 2) next.push(gauge ? Math.max(out[i]!, out[i + 1]!) : out[i]! + out[i + 1]!);
      out = next;
    }
    return out;
  }

  it('never changes a bucket it called settled (up to merging, when the grid widens later)', () => {
    // Enough clients for several pauses (a pause every EVENTS_PER_PAUSE events).
    const arbLong = fc.tuple(arbState, fc.integer({ min: 1500, max: 6000 })).map(([s, clients]) => normalizeState({ ...s, clients }).state);
    let pausesSeen = 0;
    let widened = 0;
    fc.assert(
      fc.property(arbLong, (s) => {
        const seen: { clockMs: number; settledMs: number; buckets: OutageBuckets }[] = [];
        const steps = outageSteps(s, (p) => seen.push({ clockMs: p.clockMs, settledMs: p.settledMs, buckets: p.buckets() }));
        const final = runThrough(steps).buckets;
        pausesSeen += seen.length;
        let lastClock = 0;
        for (const p of seen) {
          expect(p.clockMs).toBeGreaterThanOrEqual(lastClock);
          lastClock = p.clockMs;
          expect(p.settledMs).toBeLessThanOrEqual(p.clockMs);
          const times = Math.log2(final.bucketMs / p.buckets.bucketMs);
          expect(Number.isInteger(times) && times >= 0).toBe(true);
          if (times > 0) widened++;
          const settled = Math.floor(p.settledMs / final.bucketMs);
          for (const { key, kind } of BUCKET_SERIES) {
            if (key === 'capacity') continue;
            const now = widen((p.buckets[key] as number[]).slice(0, (p.settledMs / p.buckets.bucketMs)), times, kind === 'gauge');
            expect(now.slice(0, settled), key).toEqual((final[key] as number[]).slice(0, settled));
          }
        }
      }),
      // A fixed seed: the checks below that the property was exercised must not depend on the draw.
      { numRuns: 60, seed: 20261206 },
    );
    // The property was exercised: runs paused, and some settled buckets were settled before the grid widened.
    expect(pausesSeen).toBeGreaterThan(60);
    expect(widened).toBeGreaterThan(0);
  });
});
