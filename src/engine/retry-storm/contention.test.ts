import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../lib/rng';
import {
  ContentionSim,
  normalCdf,
  normalQuantiles,
  NORMAL_TABLE_SIZE,
  runContentionPoint,
  runPoints,
  sweepRequests,
  SWEEP_CLIENTS,
  worstCaseCalls,
  SWEEP_STRATEGIES,
} from './contention';
import { formatNotice } from '../../url/params';
import { CONTENTION_WORK_BOUND, retryStormParams, runContention, runContentionSweep, stateFromQuery } from './index';
import { defaultState, type RetryStormState } from './params';

const state: RetryStormState = {
  ...defaultState,
  scenario: 'contention',
  baseMs: 5,
  capMs: 2000,
  netMeanMs: 10,
  netSdMs: 2,
  runs: 5,
};

describe('contention (AWS OCC model)', () => {
  it('a single client writes once, after four network hops', () => {
    const sim = new ContentionSim();
    const r = sim.run({ strategy: 'full-jitter', clients: 1, baseMs: 5, capMs: 2000, netMeanMs: 10, netSdMs: 0 }, createRng(1));
    expect(r.calls).toBe(1);
    expect(r.completionMs).toBeCloseTo(40, 9);
  });

  it('every client finishes: calls ≥ clients, and only one write per version wins', () => {
    for (const strategy of SWEEP_STRATEGIES) {
      const sim = new ContentionSim();
      const r = sim.run({ strategy, clients: 50, baseMs: 5, capMs: 2000, netMeanMs: 10, netSdMs: 2 }, createRng(3));
      expect(r.calls).toBeGreaterThanOrEqual(50);
      const done = Array.from(sim.doneAt.subarray(0, 50));
      expect(done.every((t) => t > 0 && t <= r.completionMs)).toBe(true);
    }
  });

  it('is deterministic and independent of the order points are computed in', () => {
    const a = runContentionPoint(state, 'full-jitter', 60);
    const together = runPoints(state, [{ strategy: 'immediate', clients: 30 }, { strategy: 'full-jitter', clients: 60 }]);
    expect(together.results[1]).toEqual(a);
    expect(together.runs).toBe(state.runs);
  });

  it('the sweep has 19 × 5 points and reproduces the article qualitatively', () => {
    const progress: number[] = [];
    const sweep = runContentionSweep(state, (done) => progress.push(done));
    expect(sweep).toHaveLength(SWEEP_CLIENTS.length * SWEEP_STRATEGIES.length);
    expect(progress.at(-1)).toBe(95 * state.runs);
    const at = (strategy: string, clients: number) => sweep.find((p) => p.strategy === strategy && p.clients === clients)!;
    for (const clients of [50, 100, 190]) {
      const none = at('immediate', clients);
      const expo = at('exponential', clients);
      const full = at('full-jitter', clients);
      const decorr = at('decorrelated-jitter', clients);
      // jitter: far fewer calls than no backoff or un-jittered exponential backoff
      expect(full.calls).toBeLessThan(expo.calls * 0.75);
      expect(full.calls).toBeLessThan(none.calls / 2);
      expect(decorr.calls).toBeLessThan(expo.calls);
      // un-jittered exponential backoff is the slowest by far
      expect(expo.completionMs).toBeGreaterThan(3 * full.completionMs);
    }
    expect(JSON.parse(JSON.stringify(sweep))).toEqual(sweep);
  });

  it('runContention summarises the configured point', () => {
    const r = runContention({ ...state, clients: 20, strategy: 'equal-jitter', runs: 3 });
    expect(r.summary.logicalOps).toBe(60);
    expect(r.summary.totalCalls).toBe(r.summary.firstAttempts + r.summary.retries);
    expect(r.summary.succeeded).toBe(60);
    expect(r.summary.sweep).toHaveLength(95);
    expect(r.summary.p50Ms).not.toBeNull();
  });
});

describe('normal table for network delays', () => {
  it('the CDF series matches known values', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 12);
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12);
    expect(normalCdf(3)).toBeCloseTo(0.9986501019683699, 12);
  });

  it('quantiles are ascending, antisymmetric, with mean 0 and variance ≈ 1', () => {
    const q = normalQuantiles();
    expect(q).toHaveLength(NORMAL_TABLE_SIZE);
    let sum = 0;
    let sq = 0;
    for (let k = 0; k < q.length; k++) {
      const x = q[k]!;
      if (k > 0) expect(x).toBeGreaterThan(q[k - 1]!);
      expect(x).toBe(-q[q.length - 1 - k]!);
      sum += x;
      sq += x * x;
    }
    expect(Math.abs(sum)).toBeLessThan(1e-9);
    expect(sq / q.length).toBeCloseTo(1, 2);
    // the quantile at p = (k + ½)/4096 inverts the CDF
    const k = 3993;
    expect(normalCdf(q[k]!)).toBeCloseTo((k + 0.5) / NORMAL_TABLE_SIZE, 10);
  });
});

describe('contention work bound', () => {
  // Regression (issue 15): this link made 62 million write calls and computed for 16.5 s.
  it('a link of fully synchronised clients stays within the stated number of write calls', () => {
    const { state: s } = stateFromQuery('scenario=contention&clients=190&runs=100&baseMs=1&capMs=1&netMeanMs=1000&netSdMs=0');
    const requests = [...sweepRequests(), { strategy: s.strategy, clients: s.clients }];
    const worst = requests.reduce((a, r) => a + worstCaseCalls(r.clients), 0);
    expect(worst * 100).toBeGreaterThan(3 * CONTENTION_WORK_BOUND); // 64 million asked for
    const r = runContention(s);
    expect(r.state.runs).toBeLessThan(100);
    expect(r.state.runs).toBeGreaterThanOrEqual(1);
    const calls = r.summary.sweep.reduce((a, p) => a + p.calls * r.state.runs, 0) + r.summary.totalCalls;
    expect(calls).toBeLessThanOrEqual(CONTENTION_WORK_BOUND);
    expect(r.notices).toContainEqual(expect.objectContaining({ key: 'runs', kind: 'clamped', from: '100', to: r.state.runs, reason: 'work-bound' }));
    expect(formatNotice(retryStormParams, r.notices.at(-1)!)).toMatch(/^«Прогонов на точку»: взято \d+ вместо 100 — иначе расчёт вышел бы за границу работы \(не больше 20 млн записей на весь расчёт\)\.$/);
    // the summary counts what was actually run
    expect(r.summary.logicalOps).toBe(190 * r.state.runs);
  }, 60_000);

  it('the article sweep (100 runs, seed 1) fits the bound and is not cut', () => {
    const r = runContention({ ...state, runs: 100, clients: 100 });
    expect(r.state.runs).toBe(100);
    expect(r.notices).toEqual([]);
  }, 60_000);
});

describe('contention edge cases', () => {
  it('terminates with zero network delay and no backoff (at most n − 1 failures per client)', () => {
    const sim = new ContentionSim();
    for (const netSdMs of [0, 100]) {
      const r = sim.run({ strategy: 'immediate', clients: 40, baseMs: 1, capMs: 1, netMeanMs: 0, netSdMs }, createRng(2));
      expect(r.calls).toBeGreaterThanOrEqual(40);
      expect(r.calls).toBeLessThanOrEqual(40 * 40);
    }
  });

  it('any parameters: every client finishes exactly once, deterministically', () => {
    fc.assert(
      fc.property(
        fc.record({
          strategy: fc.constantFrom(...SWEEP_STRATEGIES, 'constant' as const),
          clients: fc.integer({ min: 1, max: 60 }),
          baseMs: fc.integer({ min: 1, max: 60000 }),
          capMs: fc.integer({ min: 1, max: 600000 }),
          netMeanMs: fc.double({ min: 0, max: 1000, noNaN: true }),
          netSdMs: fc.double({ min: 0, max: 100, noNaN: true }),
          seed: fc.integer({ min: 0, max: 1000 }),
        }),
        ({ seed, ...cfg }) => {
          const c = { ...cfg, capMs: Math.max(cfg.capMs, cfg.baseMs) };
          const sim = new ContentionSim();
          const a = sim.run(c, createRng(seed));
          const doneA = Array.from(sim.doneAt.subarray(0, c.clients));
          const b = new ContentionSim().run(c, createRng(seed));
          expect(b).toEqual(a);
          expect(a.calls).toBeGreaterThanOrEqual(c.clients);
          expect(a.calls).toBeLessThanOrEqual(c.clients * c.clients);
          expect(Math.max(...doneA)).toBe(a.completionMs);
          expect(doneA.every((t) => Number.isFinite(t) && t > 0)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
