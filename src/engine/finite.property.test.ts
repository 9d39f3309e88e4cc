/**
 * Every lab's engine over its whole parameter space (bounds and defaults weighted, anything in
 * between): the results hold only finite numbers — nothing a chart could draw at NaN — and the
 * basic accounting holds. Where a test narrows a range, the comment says why.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nonFiniteNumbers, stateArbitrary } from '../url/arbitrary.ts';
import { circuitBreakerParams } from './circuit-breaker/params.ts';
import { simulateWithBaseline } from './circuit-breaker/model.ts';
import { errorChainParams } from './error-chain/params.ts';
import { PRESET_TREES } from './error-chain/presets.ts';
import { errorText, unwrapOnce, walkAs, walkIs, type AsTarget } from './error-chain/model.ts';
import { idempotencyParams, scenarioOf } from './idempotency/params.ts';
import { run as runIdempotency } from './idempotency/sim.ts';
import { loadSheddingParams, normalizeState as normalizeLoadShedding } from './load-shedding/params.ts';
import { simulate as simulateLoadShedding } from './load-shedding/model.ts';
import { PRESETS as PANIC_PRESETS } from './panic-stepper/presets.ts';
import { runPreset } from './panic-stepper/index.ts';
import { requestBudgetParams } from './request-budget/params.ts';
import { planBudget } from './request-budget/model.ts';
import { retryAmplificationParams } from './retry-amplification/params.ts';
import { simulate as simulateAmplification } from './retry-amplification/model.ts';
import { overloadParams, runOverload } from './overload/index.ts';
import { CONTENTION_WORK_BOUND, MAX_ATTEMPT_BUDGET, retryStormParams, runContention, runOutage } from './retry-storm/index.ts';

const finite = (value: unknown) => expect(nonFiniteNumbers(value)).toEqual([]);

describe('every engine gives finite numbers over its whole parameter space', () => {
  it('retry-storm, outage', () => {
    fc.assert(
      fc.property(stateArbitrary(retryStormParams, { fixed: { scenario: 'outage' } }), (input) => {
        const r = runOutage(input);
        finite(r);
        const t = r.totals;
        expect(r.summary.totalCalls).toBeLessThanOrEqual(MAX_ATTEMPT_BUDGET);
        expect(t.endSuccess + t.endAttempts + t.endDeadline + t.endBudget + t.endBreaker).toBe(t.logicalOps);
        expect(t.wastedWork).toBeLessThanOrEqual(t.served);
      }),
      { numRuns: 25 },
    );
  }, 180_000);

  it('retry-storm, contention', () => {
    // `runs` up to 2: every run is a full 95-point sweep; the work bound itself is tested in
    // contention.test.ts. Every other parameter takes its whole range.
    fc.assert(
      fc.property(stateArbitrary(retryStormParams, { fixed: { scenario: 'contention' }, ranges: { runs: { max: 2 } } }), (input) => {
        const r = runContention(input);
        finite(r);
        for (const p of r.summary.sweep) {
          expect(p.calls).toBeGreaterThanOrEqual(p.clients);
          expect(p.completionMs).toBeGreaterThan(0); // drawn on a log axis
        }
        const calls = r.summary.sweep.reduce((a, p) => a + p.calls * r.state.runs, 0) + r.summary.totalCalls;
        expect(calls).toBeLessThanOrEqual(CONTENTION_WORK_BOUND);
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('overload', () => {
    fc.assert(
      fc.property(stateArbitrary(overloadParams), (input) => {
        const r = runOverload(input);
        finite(r);
        expect(r.totals.succeeded + r.totals.failed).toBe(r.totals.ops);
      }),
      { numRuns: 12 },
    );
  }, 180_000);

  it('circuit-breaker', () => {
    fc.assert(
      fc.property(stateArbitrary(circuitBreakerParams), (s) => {
        finite(simulateWithBaseline(s));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('retry-amplification', () => {
    fc.assert(
      fc.property(stateArbitrary(retryAmplificationParams), (s) => {
        finite(simulateAmplification(s));
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('request-budget', () => {
    fc.assert(
      fc.property(stateArbitrary(requestBudgetParams), (s) => {
        finite(planBudget(s));
      }),
      { numRuns: 200 },
    );
  });

  it('load-shedding', () => {
    fc.assert(
      fc.property(stateArbitrary(loadSheddingParams), (input) => {
        finite(simulateLoadShedding(normalizeLoadShedding(input).state));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('idempotency', () => {
    fc.assert(
      fc.property(stateArbitrary(idempotencyParams), (s) => {
        finite(runIdempotency(scenarioOf(s)));
      }),
      { numRuns: 200 },
    );
  });

  it('error-chain: every preset tree under every query', () => {
    fc.assert(
      fc.property(stateArbitrary(errorChainParams), (s) => {
        const tree = PRESET_TREES[s.preset];
        finite(walkIs(tree, { kind: 'status', code: s.code }));
        finite(walkAs(tree, s.as as AsTarget));
        finite(unwrapOnce(tree));
        expect(errorText(tree).length).toBeGreaterThan(0);
      }),
      { numRuns: 100 },
    );
  });

  it('panic-stepper: every preset', () => {
    for (const p of PANIC_PRESETS) finite(runPreset(p));
  });
});
