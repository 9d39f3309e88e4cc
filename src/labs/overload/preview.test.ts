/**
 * A long overload run's preview (compute.ts, previewState): the same link over the start of its
 * horizon, nothing else that matters changed; its charts are the start of the whole run's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedOps, isParamRelevant, normalizeState, overloadParams, presetById, presets, stateToQuery, type OverloadState } from '../../engine/overload/index.ts';
import { PREVIEW_MIN_WORK, computeOverload, previewState } from './compute.ts';

/** The metastable failure at 2000 operations a second: 360 000 units of work, a long run. */
const heavy: OverloadState = { ...presetById('metastable')!.state, rate: 2000 };

describe('overload preview', () => {
  it('previews a long run over its first 15 s, and not a short one', () => {
    expect(previewState(heavy)).toMatchObject({ ...normalizeState(heavy).state, horizonS: 15, actionAtS: 15 });
    const short = presets.map((p) => p.state).find((s) => expectedOps(s) * s.maxAttempts < PREVIEW_MIN_WORK)!;
    expect(short).toBeDefined();
    expect(previewState(short)).toBeNull();
  });

  it('draws the start of the run: the same buckets, figure for figure', () => {
    const whole = computeOverload(heavy);
    const preview = computeOverload(previewState(heavy)!);
    expect(preview.stepMs).toBe(whole.stepMs);
    // The preview's last bucket ends at its horizon; the whole run's operations go on past it, so
    // the buckets before the last can be compared whole.
    const n = preview.rows.length - 1;
    expect(n).toBeGreaterThan(60);
    expect(preview.rows.slice(0, n)).toEqual(whole.rows.slice(0, n));
  });

  it('changes nothing that matters but a shorter horizon, for any link', () => {
    const keys = ['horizonS', 'rate', 'maxAttempts', 'triggerAtS', 'actionAtS', 'triggerS'] as const;
    const range = (key: (typeof keys)[number]) => {
      const row = overloadParams.rows.find((r) => r.key === key);
      if (!row || !('max' in row)) throw new Error(`${key} is not a number`);
      return { min: Math.ceil(row.min), max: Math.floor(row.max) };
    };
    const arb = fc.record({
      preset: fc.constantFrom(...presets.map((p) => p.state)),
      ...Object.fromEntries(keys.map((k) => [k, fc.integer(range(k))])),
    }) as fc.Arbitrary<{ preset: OverloadState } & Record<(typeof keys)[number], number>>;
    fc.assert(
      fc.property(arb, ({ preset, ...values }) => {
        const input = { ...preset, ...values };
        const whole = normalizeState(input).state;
        const preview = previewState(input);
        if (preview === null) return;
        expect(preview.horizonS).toBeLessThan(whole.horizonS);
        for (const r of overloadParams.rows) if (r.key !== 'horizonS' && isParamRelevant(r.key, whole)) expect(preview[r.key], r.key).toEqual(whole[r.key]);
        // A link of its own: the engine takes it as it is.
        const again = normalizeState(preview);
        expect(again.notices).toEqual([]);
        expect(stateToQuery(again.state)).toBe(stateToQuery(preview));
      }),
      { numRuns: 300 },
    );
  });
});
