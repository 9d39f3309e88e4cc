/**
 * Public API of the overload lab engine. Pure TypeScript: no DOM, no React, no Math.random.
 *
 *   const { state, notices } = stateFromQuery(location.search);
 *   const r = runOverload(state);     // buckets, summary, totals
 *   history.replaceState(null, '', '?' + stateToQuery(state));
 *
 * Cost: O(attempts · log events); the work bound (params.ts) keeps a run under ≈ 600 000
 * attempts, about a second in a browser worker.
 */
import { decodeState, encodeState, type Notice } from '../../url/params';
import { normalizeState, overloadParams, type OverloadState } from './params';
import { runThrough, type Steps } from '../../lib/steps';
import { overloadSteps, type OverloadBuckets, type OverloadProbe, type OverloadTotals } from './sim';
import { summarize, type OverloadSummary } from './summary';

export * from './params';
export { presets, presetById, PRESET_IDS, type OverloadPreset, type OverloadPresetId } from './presets';
export { MAX_BUCKETS, REJECT_MS, type OverloadBuckets, type OverloadProbe, type OverloadTotals } from './sim';
export { RECOVERED_SHARE, TAIL_S, type OverloadSummary } from './summary';

export interface OverloadResult {
  state: OverloadState;
  notices: Notice[];
  buckets: OverloadBuckets;
  summary: OverloadSummary;
  totals: OverloadTotals;
}

export function runOverload(input: Partial<Record<string, unknown>>): OverloadResult {
  return runThrough(overloadRunSteps(input));
}

/**
 * runOverload as steps that pause every few thousand events (lib/steps.ts): a worker can drop a run
 * midway, and look at the buckets closed so far through `probe` (sim.ts, OverloadProbe).
 */
export function* overloadRunSteps(input: Partial<Record<string, unknown>>, probe?: OverloadProbe): Steps<OverloadResult> {
  const { state, notices } = normalizeState(input);
  const raw = yield* overloadSteps(state, probe);
  return { state, notices, buckets: raw.buckets, summary: summarize(raw, state), totals: raw.totals };
}

export function stateToQuery(state: OverloadState): string {
  return encodeState(overloadParams, state);
}

export function stateFromQuery(search: string | URLSearchParams): { state: OverloadState; notices: Notice[] } {
  const decoded = decodeState(overloadParams, search);
  const normalized = normalizeState(decoded.state);
  return { state: normalized.state, notices: [...decoded.notices, ...normalized.notices] };
}
