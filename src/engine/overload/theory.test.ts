import { describe, expect, it } from 'vitest';
import { defaultState, presetById, runOverload, type OverloadState } from './index';
import { attemptsPerOperation, budgetThreshold, erlangC, md1WaitMs, mmcWaitMs, throttleEquilibrium } from './theory';

const long = (over: Partial<OverloadState>): OverloadState => ({ ...defaultState, horizonS: 180, seed: 1, ...over });
/** Mean queue wait over seeds 1–4: waits in a busy queue are strongly correlated, one run varies by ±10 %. */
const meanWait = (s: OverloadState) => {
  let sum = 0;
  let n = 0;
  for (const seed of [1, 2, 3, 4]) {
    const r = runOverload({ ...s, seed });
    expect(r.notices).toEqual([]);
    sum += r.totals.waitSumMs;
    n += r.totals.started;
  }
  return sum / n;
};

describe('closed forms', () => {
  it('Erlang C matches known values', () => {
    expect(erlangC(1, 0.8)).toBeCloseTo(0.8, 12); // M/M/1: P(wait) = ρ
    expect(erlangC(10, 8)).toBeCloseTo(0.40918, 4);
    expect(erlangC(2, 1)).toBeCloseTo(1 / 3, 12);
  });

  it('the simulated M/M/c wait is the Erlang C wait (10 workers, 80 % load, 4 × 180 s)', () => {
    const s = long({ rate: 800, workers: 10, serviceMs: 10, serviceDist: 'exp' });
    const theory = mmcWaitMs(800, 100, 10); // ≈ 2.05 ms
    expect(theory).toBeCloseTo(2.046, 2);
    expect(Math.abs(meanWait(s) / theory - 1)).toBeLessThan(0.05);
  });

  it('the simulated M/D/1 wait is the Pollaczek–Khinchine wait (80 % load)', () => {
    const s = long({ rate: 80, workers: 1, serviceMs: 10, serviceDist: 'fixed' });
    expect(md1WaitMs(80, 10)).toBeCloseTo(20, 9);
    expect(Math.abs(meanWait(s) / 20 - 1)).toBeLessThan(0.05);
  });

  it("Little's law: requests in the server = throughput × time in the server", () => {
    for (const over of [{ rate: 800 }, { rate: 1200, queue: 'codel' as const }, { rate: 900, limiter: 'aimd' as const }]) {
      const r = runOverload(long({ horizonS: 120, ...over }));
      const t = r.totals;
      const L = t.inSystemArea / t.endMs;
      const lambda = t.departed / t.endMs; // per ms
      const W = t.sojournSumMs / t.departed;
      expect(Math.abs(L / (lambda * W) - 1), JSON.stringify(over)).toBeLessThan(0.02);
    }
  });

  it('SRE adaptive throttling: the server receives about K times what it accepts', () => {
    expect(throttleEquilibrium(3000, 1000, 2).sent).toBe(2000);
    expect(throttleEquilibrium(3000, 1000, 2).rejectShare).toBeCloseTo(1 / 3, 12);
    expect(throttleEquilibrium(1500, 1000, 2).sent).toBe(1500); // below K·capacity nothing is rejected
    for (const k of [1.1, 1.5, 2]) {
      const r = runOverload({ ...presetById('throttle')!.state, throttleK: k, maxAttempts: 1 });
      const { serverRps, acceptRps } = r.summary;
      const expected = throttleEquilibrium(3000, acceptRps, k).sent;
      expect(Math.abs(serverRps / expected - 1), `K=${k}`).toBeLessThan(0.05);
    }
  });

  it('retry budget: all failures retried below r/(1+r), retries die out above it', () => {
    expect(budgetThreshold(0.1)).toBeCloseTo(0.0909, 4);
    const below = runOverload(presetById('budget-below-threshold')!.state).summary;
    expect(Math.abs(below.amplification / attemptsPerOperation(0.08, 5) - 1)).toBeLessThan(0.01);
    const above = runOverload(presetById('budget-above-threshold')!.state).summary;
    expect(above.amplification).toBeLessThan(1.01);
    const unbudgeted = runOverload({ ...presetById('budget-above-threshold')!.state, budget: false }).summary;
    expect(Math.abs(unbudgeted.amplification / attemptsPerOperation(0.12, 5) - 1)).toBeLessThan(0.01);
  });
});
