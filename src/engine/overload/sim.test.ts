import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonFiniteNumbers, stateArbitrary } from '../../url/arbitrary';
import { createLimiter } from './limiter';
import { createThrottle } from './throttle';
import {
  defaultState,
  expectedOps,
  MAX_EXPECTED_ATTEMPTS,
  MAX_EXPECTED_OPS,
  normalizeState,
  overloadParams,
  runOverload,
  stateFromQuery,
  stateToQuery,
  type OverloadBuckets,
  type OverloadProbe,
  type OverloadState,
} from './index';
import { runThrough } from '../../lib/steps';
import { overloadSteps } from './sim';

/** Random states over the whole table; the horizon kept short so a case stays well under a second. */
const arbState = stateArbitrary(overloadParams, { ranges: { horizonS: { max: 20 }, rate: { max: 3000 } } });

function checkInvariants(input: OverloadState): void {
  const r = runOverload(input);
  const t = r.totals;
  const s = r.summary;
  expect(nonFiniteNumbers(r)).toEqual([]);
  // every operation ends exactly once
  expect(t.succeeded + t.failed).toBe(t.ops);
  expect(s.goodputShare).toBeGreaterThanOrEqual(0);
  expect(s.goodputShare).toBeLessThanOrEqual(1);
  // every attempt that reached the server left it exactly one way
  expect(t.attempts).toBe(t.firstAttempts + t.retries + t.hedges);
  expect(t.served + t.rejectedLimiter + t.rejectedQueue + t.rejectedCodel + t.rejectedError + t.dropped).toBe(t.attempts);
  expect(t.wasted).toBeLessThanOrEqual(t.served);
  expect(t.firstAttempts).toBeLessThanOrEqual(t.ops);
  expect(t.attempts).toBeLessThanOrEqual(t.ops * r.state.maxAttempts);
  // a success is an answer the client still waited for
  expect(t.succeeded).toBe(t.served - t.wasted);
  // the server never runs more requests than it has workers, nor serves faster than its capacity
  // allows at the trigger's worst (every request served at least once at full speed)
  expect(t.started).toBe(t.served);
  // buckets add up to the totals
  const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
  const b = r.buckets;
  expect(sum(b.arrivals)).toBe(t.ops);
  expect(sum(b.sent)).toBe(t.attempts);
  expect(sum(b.goodput)).toBe(t.succeeded);
  expect(sum(b.served)).toBe(t.served);
  expect(sum(b.wasted)).toBe(t.wasted);
  expect(sum(b.failed)).toBe(t.failed);
  expect(sum(b.dropped)).toBe(t.dropped);
  expect(sum(b.local)).toBe(t.breakerRejected + t.throttled + t.budgetDenied);
  for (const key of Object.keys(b) as (keyof typeof b)[]) {
    const v = b[key];
    if (Array.isArray(v)) {
      expect(v.length, key).toBe(b.count);
      expect(v.every((x) => x >= 0), key).toBe(true);
    }
  }
  if (s.p50Ms !== null && s.p99Ms !== null) expect(s.p50Ms).toBeLessThanOrEqual(s.p99Ms);
  // plain data: survives JSON unchanged
  const json = JSON.stringify(r);
  expect(JSON.stringify(JSON.parse(json))).toBe(json);
}

describe('overload simulation', () => {
  it('accounting invariants hold over the whole parameter space', () => {
    fc.assert(fc.property(arbState, (s) => checkInvariants(normalizeState(s).state)), { numRuns: 60 });
  }, 120_000);

  it('a probe midway sees the buckets the run has closed, exactly as the finished run has them', () => {
    fc.assert(
      fc.property(arbState, fc.integer({ min: 1, max: 6 }), (input, every) => {
        const s = normalizeState(input).state;
        const probe: OverloadProbe = {};
        const steps = overloadSteps(s, probe);
        const seen: OverloadBuckets[] = [];
        let pauses = 0;
        let step = steps.next();
        while (!step.done) {
          if (++pauses % every === 0) seen.push(probe.buckets!());
          step = steps.next();
        }
        const whole = step.value.buckets;
        for (const partial of seen) {
          expect(partial.bucketMs).toBe(whole.bucketMs);
          expect(partial.count).toBeLessThanOrEqual(whole.count);
          for (const [key, values] of Object.entries(partial)) {
            if (!Array.isArray(values)) continue;
            expect(values).toHaveLength(partial.count);
            expect(values).toEqual((whole[key as keyof OverloadBuckets] as number[]).slice(0, partial.count));
          }
        }
        // looking did not change the run
        expect(JSON.stringify(step.value)).toBe(JSON.stringify(runThrough(overloadSteps(s))));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('a probe of a long run sees its closed buckets grow, never shrink, as the run goes on', () => {
    const s = normalizeState({ ...defaultState, rate: 2000, horizonS: 30 }).state;
    const probe: OverloadProbe = {};
    const steps = overloadSteps(s, probe);
    const counts: number[] = [];
    for (let step = steps.next(); !step.done; step = steps.next()) counts.push(probe.buckets!().count);
    expect(counts.length).toBeGreaterThan(10);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[0]).toBeLessThan(counts[counts.length - 1]!);
  });

  it('is deterministic, and the seed matters', () => {
    const s = { ...defaultState, horizonS: 10, trigger: 'slowdown' as const, maxAttempts: 3, hedge: true };
    expect(JSON.stringify(runOverload(s))).toBe(JSON.stringify(runOverload(s)));
    expect(runOverload({ ...s, seed: 2 }).summary).not.toEqual(runOverload(s).summary);
  });

  it('links round-trip and never throw', () => {
    fc.assert(
      fc.property(arbState, (s) => {
        const n = normalizeState(s).state;
        expect(stateFromQuery(stateToQuery(n)).state).toEqual(n);
      }),
      { numRuns: 100 },
    );
    expect(() => stateFromQuery('v=1&rate=NaN&queue=zzz&horizonS=1e9')).not.toThrow();
  });

  it('the work bound holds after it shortens the horizon, so a shortened link stays as it is', () => {
    // Found by the round-trip property: a spike over the first 5 s of 7 makes the operations uneven in
    // time, and a horizon cut in proportion (7 → 6) still held more than the bound (6 → 5 on reload).
    const s = normalizeState({ ...defaultState, seed: 0, horizonS: 7, rate: 801.3151770410255, trigger: 'spike', triggerAtS: 0, triggerS: 5, triggerFactor: 37.238452258921924 }).state;
    expect(expectedOps(s)).toBeLessThanOrEqual(MAX_EXPECTED_OPS);
    expect(normalizeState(s).state).toEqual(s);
    expect(stateFromQuery(stateToQuery(s)).state).toEqual(s);
  });

  it('the work bound shortens the horizon, then cuts attempts, and says so', () => {
    const r = normalizeState({ ...defaultState, rate: 5000, horizonS: 300, maxAttempts: 10 });
    expect(r.state.horizonS).toBe(30);
    expect(r.state.maxAttempts * r.state.rate * r.state.horizonS).toBeLessThanOrEqual(MAX_EXPECTED_ATTEMPTS);
    expect(r.notices.map((n) => [n.key, n.reason])).toEqual([
      ['horizonS', 'work-bound'],
      ['maxAttempts', 'work-bound'],
    ]);
  });

  it('without overload every operation succeeds on its first attempt', () => {
    const r = runOverload({ ...defaultState, rate: 300, horizonS: 20 });
    expect(r.summary.goodputShare).toBe(1);
    expect(r.summary.retries).toBe(0);
    expect(r.summary.wasted).toBe(0);
  });

  it('a partial failure fails exactly the operations of the failing clients', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 5 }), (clients, share, seed) => {
        // light load, no retries or protections: an error is the only way to fail
        const s = normalizeState({ ...defaultState, horizonS: 5, rate: 300, clients, errorRate: 1, errorClients: share, seed }).state;
        const r = runOverload(s);
        // operations go to clients in turn, so each client gets ⌊ops/clients⌋ or one more
        const failing = Math.round(s.errorClients * clients);
        const ops = r.totals.ops;
        const lo = failing * Math.floor(ops / clients);
        const hi = failing * Math.ceil(ops / clients);
        expect(r.totals.failed).toBeGreaterThanOrEqual(lo);
        expect(r.totals.failed).toBeLessThanOrEqual(hi);
        expect(r.totals.rejectedError).toBe(r.totals.failed);
      }),
      { numRuns: 40 },
    );
  });

  it('a server that drops expired work never serves a request its client has left', () => {
    fc.assert(
      fc.property(arbState, (input) => {
        const s = normalizeState({ ...input, dropExpired: true, hedge: false, action: 'none' }).state;
        const r = runOverload(s);
        // The deadline check can only be wrong when the service itself outlives the deadline.
        if (s.serviceDist === 'fixed' && s.trigger !== 'slowdown') expect(r.totals.wasted).toBe(0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('concurrency limiters', () => {
  it('AIMD: a drop multiplies the limit by the backoff, a busy success adds one, within [min, max]', () => {
    const l = createLimiter({ kind: 'aimd', initial: 20, max: 30, aimdTimeoutMs: 100, aimdBackoff: 0.9, gradTolerance: 1.5 });
    l.sample(0, 10, 15, false);
    expect(l.limit()).toBe(21);
    l.sample(0, 10, 5, false); // app-limited: no growth
    expect(l.limit()).toBe(21);
    l.sample(0, 150, 15, false); // too slow: a drop
    expect(l.limit()).toBe(20); // floor(21 · 0.9) = 18, but never below the minimum
    for (let i = 0; i < 50; i++) l.sample(0, 10, 30, false);
    expect(l.limit()).toBe(30);
  });

  it('gradient: one update per second, the limit falls when the latency rises above the long-term one', () => {
    const l = createLimiter({ kind: 'gradient', initial: 20, max: 200, aimdTimeoutMs: 100, aimdBackoff: 0.9, gradTolerance: 1.5 });
    let t = 0;
    // 20 quiet seconds at 10 ms with the limit in use: it grows by about queueSize · smoothing per window
    for (let sec = 0; sec < 20; sec++) for (let i = 0; i < 100; i++) l.sample((t += 10), 10, l.limit(), false);
    const grown = l.limit();
    expect(grown).toBeGreaterThan(30);
    // latency ×4: the gradient is 0.5 until the limit has come down
    for (let sec = 0; sec < 5; sec++) for (let i = 0; i < 100; i++) l.sample((t += 10), 40, l.limit(), false);
    expect(l.limit()).toBeLessThan(grown);
  });

  it('fixed and none', () => {
    expect(createLimiter({ kind: 'fixed', initial: 7, max: 100, aimdTimeoutMs: 1, aimdBackoff: 0.9, gradTolerance: 1 }).limit()).toBe(7);
    expect(createLimiter({ kind: 'none', initial: 7, max: 100, aimdTimeoutMs: 1, aimdBackoff: 0.9, gradTolerance: 1 }).limit()).toBe(Infinity);
  });
});

describe('adaptive throttling', () => {
  it('rejects with probability max(0, (requests − K·accepts)/(requests + 1)) over its window', () => {
    const th = createThrottle(2, 10_000);
    for (let i = 0; i < 99; i++) th.request(0);
    for (let i = 0; i < 20; i++) th.accept(0);
    expect(th.probability(0)).toBeCloseTo((99 - 40) / 100, 12);
    for (let i = 0; i < 30; i++) th.accept(0);
    expect(th.probability(0)).toBe(0);
    // the window forgets: 10 s later nothing is counted
    expect(th.probability(20_000)).toBe(0);
  });
});
