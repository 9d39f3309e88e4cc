import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState } from '../../url/params.ts';
import { closedForm, expectedAttempts, simulate } from './model.ts';
import { type RetryAmpState, defaultState, retryAmplificationParams } from './params.ts';
import { PRESETS, presetById } from './presets.ts';

const state = (over: Partial<RetryAmpState>): RetryAmpState => ({ ...defaultState, ...over });

describe('closed forms', () => {
  it('one layer: (1 − p^(N+1)) / (1 − p), the table of the retries chapter', () => {
    // examples/retries/amplification prints these (N retries = N + 1 attempts)
    expect(expectedAttempts(0.9, 4)).toBeCloseTo(3.439, 10);
    expect(expectedAttempts(0.5, 6)).toBeCloseTo(1.96875, 10);
    expect(expectedAttempts(0.1, 2)).toBeCloseTo(1.1, 10);
    expect(expectedAttempts(1, 4)).toBe(4);
    expect(expectedAttempts(0, 5)).toBe(1);
  });

  it('layers: the worst case is the product of attempts; 3 × 3 × 3 = 27', () => {
    expect(closedForm(1, [3, 3, 3]).load).toBe(27);
    expect(closedForm(1, [4, 4, 4, 4]).load).toBe(256);
    expect(closedForm(1, [1, 1, 3]).load).toBe(3);
  });

  it('layers: the recursion from the bottom up, by hand for p = 0.9 and 3 × 3 × 3', () => {
    const f3 = 0.9 ** 3;
    const f2 = f3 ** 3;
    const m = ((1 - 0.9 ** 3) / 0.1) * ((1 - f3 ** 3) / (1 - f3)) * ((1 - f2 ** 3) / (1 - f2));
    const cf = closedForm(0.9, [3, 3, 3]);
    expect(cf.load).toBeCloseTo(m, 12);
    expect(cf.load).toBeCloseTo(9.4185, 3);
    expect(cf.success).toBeCloseTo(1 - f2 ** 3, 12);
  });

  it('property: load lies between 1 and the worst case, and grows with p', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 5 }), fc.double({ min: 0, max: 1, noNaN: true }), (a, p) => {
        const cf = closedForm(p, a);
        expect(cf.load).toBeGreaterThanOrEqual(1 - 1e-12);
        expect(cf.load).toBeLessThanOrEqual(cf.worst + 1e-9);
        expect(closedForm(Math.min(1, p + 0.05), a).load).toBeGreaterThanOrEqual(cf.load - 1e-9);
      }),
      { numRuns: 200 },
    );
  });
});

describe('simulation agrees with the closed form', () => {
  const cases: [string, Partial<RetryAmpState>][] = [
    ['3×3×3, p = 0.9', { p: 0.9 }],
    ['3×3×3, p = 0.5', { p: 0.5 }],
    ['2 layers × 5, p = 0.7', { layers: 2, a1: 5, a2: 5, p: 0.7 }],
    ['mixed 4 layers, p = 0.8', { layers: 4, a1: 2, a2: 1, a3: 4, a4: 3, p: 0.8 }],
    ['one layer × 4, p = 0.9', { layers: 1, a1: 4, p: 0.9 }],
  ];
  for (const [name, over] of cases) {
    it(`${name}: every layer within 4 standard errors`, () => {
      const r = simulate(state(over));
      expect(r.n).toBe(20000);
      r.layers.forEach((l, i) => {
        const expected = r.closed.calls[i]!;
        expect(Math.abs(l.mean - expected), `layer ${i}: ${l.mean} vs ${expected} ± ${l.se}`).toBeLessThanOrEqual(4 * l.se + 1e-9);
      });
      expect(Math.abs(r.success - r.closed.success)).toBeLessThan(0.02);
    });
  }

  it('p = 1: exact, no spread', () => {
    const r = simulate(state({}));
    expect(r.layers.map((l) => l.mean)).toEqual([1, 3, 9, 27]);
    expect(r.layers.every((l) => l.se === 0)).toBe(true);
    expect(r.success).toBe(0);
  });

  it('bounds the work by cutting the sample, not the model', () => {
    const r = simulate(state({ layers: 5, a1: 5, a2: 5, a3: 5, a4: 5, a5: 5 }));
    expect(r.reduced).toBe(true);
    expect(r.n).toBeLessThan(20000);
    expect(r.layers.at(-1)!.mean).toBe(3125);
  });

  it('is deterministic for a seed', () => {
    expect(simulate(state({ p: 0.7 }))).toEqual(simulate(state({ p: 0.7 })));
    expect(simulate(state({ p: 0.7, seed: 2 })).layers.at(-1)!.mean).not.toBe(simulate(state({ p: 0.7 })).layers.at(-1)!.mean);
  });
});

describe('guards under a sustained failure (p = 1)', () => {
  it('a gRPC budget lets a few retries through, then one attempt per call: load → 1', () => {
    const r = simulate(state({ layers: 1, a1: 4, g1: 'budget', maxTokens: 10, tokenRatio: 0.1 }));
    // first request: 10 → 9, three retries → 6; second: 6 → 5 and 5 > 5 is false: 3 retries in all
    expect(r.layers[1]!.mean * r.n).toBeCloseTo(r.n + 3, 6);
    expect(r.tailLoad).toBe(1);
  });

  it('a budget on every layer of 3 × 3 × 3 holds the load at about 1 instead of 27', () => {
    const r = simulate(presetById('budget')!.state);
    expect(r.tailLoad).toBe(1);
    expect(r.layers.at(-1)!.mean).toBeLessThan(1.01);
  });

  it('below tokenRatio / (1 + tokenRatio) failures the budget does not interfere; above it, it stops retries', () => {
    const low = simulate(state({ layers: 1, a1: 3, g1: 'budget', p: 0.05 }));
    expect(Math.abs(low.layers[1]!.mean - closedForm(0.05, [3]).load)).toBeLessThan(4 * low.layers[1]!.se + 1e-3);
    const high = simulate(state({ layers: 1, a1: 3, g1: 'budget', p: 0.3 }));
    expect(high.tailLoad).toBeLessThanOrEqual(1 + 0.1);
    expect(high.layers[1]!.mean).toBeLessThan(1.1);
  });

  it('a breaker lets only the probes through: one per openS seconds', () => {
    const r = simulate(presetById('breaker')!.state);
    const probesPerRequest = 1 / (5 * 100);
    expect(r.sustained!.at(-1)).toBeCloseTo(probesPerRequest, 12);
    expect(r.tailLoad).toBeCloseTo(probesPerRequest, 3);
    // the transient: 5 failures to trip, then ~40 probes over 200 s
    expect(r.layers.at(-1)!.mean).toBeLessThan(0.003);
    expect(r.layers[3 - 1]!.mean).toBe(9); // the bottom layer still receives its 9 calls, refused at once
  });
});

describe('presets', () => {
  it('survive a share link', () => {
    for (const p of PRESETS) {
      const { state: s, notices } = decodeState(retryAmplificationParams, encodeState(retryAmplificationParams, p.state));
      expect(notices).toEqual([]);
      expect(s).toEqual(p.state);
    }
  });

  it('say what the model gives', () => {
    expect(simulate(presetById('three-by-three')!.state).layers.at(-1)!.mean).toBe(27);
    expect(closedForm(0.9, [3, 3, 3]).load).toBeCloseTo(9.42, 2);
    expect(closedForm(0.1, [3, 3, 3]).load).toBeCloseTo(1.11, 2);
    expect(simulate(presetById('one-layer')!.state).layers.at(-1)!.mean).toBe(3);
    expect(simulate(presetById('five-by-five')!.state).layers.at(-1)!.mean).toBe(3125);
  });
});
