import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { circuitBreakerParams } from '../../engine/circuit-breaker/params.ts';
import { idempotencyParams } from '../../engine/idempotency/params.ts';
import { loadSheddingParams } from '../../engine/load-shedding/params.ts';
import { requestBudgetParams } from '../../engine/request-budget/params.ts';
import { retryAmplificationParams } from '../../engine/retry-amplification/params.ts';
import { overloadParams } from '../../engine/overload/index.ts';
import { retryStormParams } from '../../engine/retry-storm/index.ts';
import type { FloatRow, IntRow, ParamTable } from '../../url/params.ts';
import { MAX_STOP_RATIO, nearestStop, sliderStops } from './sliderScale.ts';

const tables: ParamTable[] = [overloadParams, retryStormParams, circuitBreakerParams, retryAmplificationParams, requestBudgetParams, loadSheddingParams, idempotencyParams];
const rows = tables.flatMap((t) => t.rows).filter((r): r is IntRow | FloatRow => r.kind === 'int' || r.kind === 'float');
const clients = retryStormParams.rows.find((r) => r.key === 'clients') as IntRow;

/** A 300 px track on a 360 px phone. */
const TRACK_PX = 300;

describe('slider stops', () => {
  // Regression (issue 13): 1000 positions over 1…100 000 — 2 000 jumped to 86 099 on a 30 % drag.
  it('the clients slider stops at round values a finger can hit', () => {
    const stops = sliderStops(clients);
    expect(stops[0]).toBe(1);
    expect(stops.at(-1)).toBe(100000);
    expect(stops).toContain(2000);
    expect(stops.length).toBeLessThanOrEqual(TRACK_PX / 4); // at least 4 px per stop
    const from = stops.indexOf(2000);
    // one stop up and down from 2 000: round neighbours, never more than a third away
    expect([stops[from - 1], stops[from + 1]]).toEqual([1500, 2500]);
    for (const v of stops) expect(String(v)).toMatch(/^(1|1[25]|2|25|3|4|5|6|7|8)0*$/);
  });

  it('every lab: stops are sorted, unique, within bounds, include both bounds, ≥ 4 px apart on a phone', () => {
    for (const row of rows) {
      const stops = sliderStops(row);
      expect(stops[0], row.key).toBe(row.min);
      expect(stops.at(-1), row.key).toBe(row.max);
      expect(stops.length, row.key).toBeLessThanOrEqual(TRACK_PX / 4);
      for (let i = 1; i < stops.length; i++) {
        expect(stops[i]!, row.key).toBeGreaterThan(stops[i - 1]!);
        if (row.kind === 'int') expect(Number.isInteger(stops[i]), row.key).toBe(true);
      }
    }
  });

  it('on a ratio scale neighbouring stops differ by at most a third (bounds and small integers aside)', () => {
    for (const row of rows) {
      const stops = sliderStops(row).filter((v) => v > 0);
      for (let i = 2; i < stops.length - 1; i++) {
        const a = stops[i - 1]!;
        const b = stops[i]!;
        if (row.kind === 'int' && b <= 10) continue; // 1, 2, 3…: integers cannot be closer
        const linear = b - a === stops[2]! - stops[1]!;
        if (!linear) expect(b / a, `${row.key}: ${a} → ${b}`).toBeLessThanOrEqual(MAX_STOP_RATIO + 1e-9);
      }
    }
  });

  it('a typed value shows at its nearest stop', () => {
    const stops = sliderStops(clients);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), (v) => {
        const i = nearestStop(stops, v);
        const d = Math.abs(Math.log(stops[i]!) - Math.log(v));
        if (i > 0) expect(d).toBeLessThanOrEqual(Math.abs(Math.log(stops[i - 1]!) - Math.log(v)) + 1e-12);
        if (i < stops.length - 1) expect(d).toBeLessThanOrEqual(Math.abs(Math.log(stops[i + 1]!) - Math.log(v)) + 1e-12);
      }),
    );
    expect(nearestStop(stops, 2000)).toBe(stops.indexOf(2000));
    expect(nearestStop(stops, 0)).toBe(0);
    expect(nearestStop(stops, 1e9)).toBe(stops.length - 1);
  });
});
