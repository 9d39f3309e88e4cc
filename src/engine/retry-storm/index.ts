/**
 * Public API of the retry-storm lab engine. Pure TypeScript: no DOM, no
 * React, no Math.random. Results are plain serialisable objects, so they can
 * be computed in a Web Worker and posted to the UI.
 *
 *   const { state, notices } = stateFromQuery(location.search);
 *   notices.map((n) => formatNotice(retryStormParams, n));   // Russian messages
 *   const result = simulate(state);              // outage or contention
 *   const { buckets, summary, totals } = runOutage(state);
 *   const sweep = runContentionSweep(state, (done, total) => …);
 *   history.replaceState(null, '', '?' + stateToQuery(state));
 *
 * Controls: `retryStormParams.rows` (key, kind, unit, default, min, max,
 * values, Russian label and hint, group), `PARAM_GROUPS` (group order and
 * titles), `isParamRelevant(key, state)` (dim what does not matter).
 *
 * Charts (outage): bucket i covers [i · bucketMs, (i + 1) · bucketMs) ms;
 * `BUCKET_SERIES` lists the series with Russian labels; the outage window
 * and the horizon are in `totals` (outageStartMs, outageEndMs, horizonMs).
 * The run continues past the horizon until every operation has ended, so
 * the last buckets may lie beyond it.
 *
 * Charts (contention): `summary.sweep` — one point per (strategy, clients)
 * with average write calls and completion time.
 *
 * Cost: an outage run is O(attempts) with at most MAX_ATTEMPT_BUDGET
 * attempts (≈0.3 s in Node for the largest states); the contention sweep of
 * 19 × 5 × 100 runs takes ≈1 s, so run it in a worker and show progress.
 */
import type { Notice } from '../../url/params';
import {
  CONTENTION_BASE_MS,
  CONTENTION_CAP_MS,
  ContentionSim,
  runContentionPoint,
  runContentionSweep as sweepImpl,
  SWEEP_CLIENTS,
  SWEEP_STRATEGIES,
  type SweepProgress,
} from './contention';
import { simulateOutage, type OutageBuckets, type OutageTotals } from './outage';
import { normalizeState, type RetryStormState } from './params';
import { percentile, round, summarizeOutage, type Summary, type SweepPoint } from './summary';

export {
  defaultState,
  isParamRelevant,
  PARAM_GROUPS,
  MAX_ATTEMPT_BUDGET,
  MAX_CONTENTION_CLIENTS,
  normalizeState,
  operationCount,
  retryStormParams,
  stateFromQuery,
  stateToQuery,
  STRATEGIES,
  type ParamKey,
  type RetryStormState,
  type Strategy,
} from './params';
export { presets, presetById, PRESET_IDS, type Preset, type PresetId } from './presets';
export { backoffDelay, delayBounds, expo } from './backoff';
export { createRetryBudget, type RetryBudget } from './budget';
export { createBreaker, Admit, type Breaker, type BreakerConfig, type BreakerState } from './breaker';
export { BUCKET_SERIES, FAIL_FAST_MS, MAX_BUCKETS, PEAK_WINDOW_MS, type OutageBuckets, type OutageTotals } from './outage';
export { HEALTHY_FAILURE_SHARE, type Recovery, type Summary, type SweepPoint } from './summary';
export { CONTENTION_BASE_MS, CONTENTION_CAP_MS, SWEEP_CLIENTS, SWEEP_STRATEGIES, type SweepProgress };
export type { Notice } from '../../url/params';
export { formatNotice } from '../../url/params';

export interface OutageResult {
  scenario: 'outage';
  /** The state actually simulated (after clamping). */
  state: RetryStormState;
  /** Corrections applied to the input state (work bound, cap ≥ base, …). */
  notices: Notice[];
  buckets: OutageBuckets;
  summary: Summary;
  /** Exact totals, including the breakdown the summary does not show. */
  totals: OutageTotals;
}

export interface ContentionResult {
  scenario: 'contention';
  state: RetryStormState;
  notices: Notice[];
  /**
   * The standard fields describe `runs` runs of the configured point
   * (`clients` clients with `strategy`), summed over the runs; `sweep` holds
   * the article's sweep.
   */
  summary: Summary & { sweep: SweepPoint[] };
}

export type SimulationResult = OutageResult | ContentionResult;

/** Runs the outage-and-recovery scenario (whatever `state.scenario` says). */
export function runOutage(input: RetryStormState): OutageResult {
  const { state, notices } = normalizeState(input);
  const raw = simulateOutage(state);
  return {
    scenario: 'outage',
    state,
    notices,
    buckets: raw.buckets,
    summary: summarizeOutage(raw, state.capacity, state.timeoutMs),
    totals: raw.totals,
  };
}

/** The article's sweep (19 client counts × 5 strategies × `runs` runs). */
export function runContentionSweep(input: RetryStormState, onProgress?: SweepProgress): SweepPoint[] {
  const { state } = normalizeState({ ...input, scenario: 'contention' });
  return sweepImpl(state, onProgress);
}

/** The contention scenario: the configured point plus the sweep. */
export function runContention(input: RetryStormState, onProgress?: SweepProgress): ContentionResult {
  const { state, notices } = normalizeState({ ...input, scenario: 'contention' });
  const n = state.clients;
  const durations = new Float64Array(n * state.runs);
  const point = runContentionPoint(state, state.strategy, n, new ContentionSim(), durations);
  durations.sort();
  const pct = (p: number): number | null => {
    const v = percentile(durations, p);
    return v === null ? null : round(v, 1);
  };
  const logicalOps = n * state.runs;
  const totalCalls = point.totalCalls;
  const sweep = sweepImpl(state, onProgress);
  return {
    scenario: 'contention',
    state,
    notices,
    summary: {
      logicalOps,
      totalCalls,
      firstAttempts: logicalOps,
      retries: totalCalls - logicalOps,
      amplification: round(totalCalls / logicalOps, 3),
      succeeded: logicalOps,
      gaveUp: 0,
      p50Ms: pct(0.5),
      p95Ms: pct(0.95),
      p99Ms: pct(0.99),
      peakLoadRatio: null,
      drainMs: null,
      recovery: null,
      sweep,
    },
  };
}

/** Runs whichever scenario the state selects. */
export function simulate(input: RetryStormState, onProgress?: SweepProgress): SimulationResult {
  return input.scenario === 'contention' ? runContention(input, onProgress) : runOutage(input);
}
