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
 * 19 × 5 × 100 runs takes ≈1 s and never more than CONTENTION_WORK_BOUND
 * write calls (≈1.5 s), so run it in a worker and show progress.
 */
import type { Notice } from '../../url/params';
import {
  CONTENTION_BASE_MS,
  CONTENTION_CAP_MS,
  CONTENTION_WORK_BOUND,
  runContentionSweep as sweepImpl,
  runPointsSteps,
  sweepRequests,
  SWEEP_CLIENTS,
  SWEEP_STRATEGIES,
  toSweepPoints,
  type SweepProgress,
} from './contention';
import { outageSteps, type OutageBuckets, type OutageTotals } from './outage';
import { runThrough, type Steps } from '../../lib/steps';
import { normalizeState, type RetryStormState } from './params';
import { percentile } from '../../lib/percentile.ts';
import { round, summarizeOutage, type Summary, type SweepPoint } from './summary';

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
export { CONTENTION_BASE_MS, CONTENTION_CAP_MS, CONTENTION_WORK_BOUND, SWEEP_CLIENTS, SWEEP_STRATEGIES, type SweepProgress };
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
  return runThrough(runOutageSteps(input));
}

/** runOutage, pausing now and then (lib/steps.ts): a worker drops a run nobody waits for at a pause. */
export function* runOutageSteps(input: RetryStormState): Steps<OutageResult> {
  const { state, notices } = normalizeState(input);
  const raw = yield* outageSteps(state);
  return {
    scenario: 'outage',
    state,
    notices,
    buckets: raw.buckets,
    summary: summarizeOutage(raw, state.capacity, state.timeoutMs),
    totals: raw.totals,
  };
}

/** The article's sweep (19 client counts × 5 strategies × `runs` runs, within the work bound). */
export function runContentionSweep(input: RetryStormState, onProgress?: SweepProgress): SweepPoint[] {
  const { state } = normalizeState({ ...input, scenario: 'contention' });
  return sweepImpl(state, onProgress);
}

/**
 * The contention scenario: the configured point plus the sweep, computed together within
 * CONTENTION_WORK_BOUND write calls. When the bound cuts the runs, the state says how many were
 * done and a `work-bound` notice says what was cut.
 */
export function runContention(input: RetryStormState, onProgress?: SweepProgress): ContentionResult {
  return runThrough(runContentionSteps(input, onProgress));
}

/** runContention, pausing after each run of a point (lib/steps.ts). */
export function* runContentionSteps(input: RetryStormState, onProgress?: SweepProgress): Steps<ContentionResult> {
  const normalized = normalizeState({ ...input, scenario: 'contention' });
  const notices = [...normalized.notices];
  const asked = normalized.state;
  const n = asked.clients;
  const durations = new Float64Array(n * asked.runs);
  const requests = sweepRequests();
  const { results, runs } = yield* runPointsSteps(asked, [...requests, { strategy: asked.strategy, clients: n, durations }], onProgress);
  const state = runs === asked.runs ? asked : { ...asked, runs };
  if (runs < asked.runs) {
    notices.push({
      key: 'runs',
      kind: 'clamped',
      from: String(asked.runs),
      to: runs,
      reason: 'work-bound',
      bound: `не больше ${CONTENTION_WORK_BOUND / 1_000_000} млн записей на весь расчёт`,
    });
  }
  const point = results[requests.length]!;
  const done = durations.subarray(0, n * runs).sort();
  const pct = (p: number): number | null => {
    const v = percentile(done, p);
    return v === null ? null : round(v, 1);
  };
  const logicalOps = n * runs;
  const totalCalls = point.totalCalls;
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
      sweep: toSweepPoints(requests, results.slice(0, requests.length)),
    },
  };
}

/** Runs whichever scenario the state selects. */
export function simulate(input: RetryStormState, onProgress?: SweepProgress): SimulationResult {
  return runThrough(simulateSteps(input, onProgress));
}

/** simulate, pausing now and then (lib/steps.ts). */
export function simulateSteps(input: RetryStormState, onProgress?: SweepProgress): Steps<SimulationResult> {
  return input.scenario === 'contention' ? runContentionSteps(input, onProgress) : runOutageSteps(input);
}
