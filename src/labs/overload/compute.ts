/**
 * Turns an overload state into what the page draws: the engine's summary (exactly what the CLI
 * prints) and chart rows with rates per second. Pure; the page runs it in a Web Worker.
 */
import {
  expectedOps,
  isParamRelevant,
  normalizeState,
  overloadParams,
  overloadRunSteps,
  runOverload,
  stateToQuery,
  type OverloadBuckets,
  type OverloadProbe,
  type OverloadResult,
  type OverloadState,
  type OverloadSummary,
} from '../../engine/overload/index.ts';
import type { Steps } from '../../lib/steps.ts';
import type { Notice } from '../../url/params.ts';

export interface OverloadRow {
  /** Start of the bucket, s. */
  t: number;
  arrivals: number;
  sent: number;
  goodput: number;
  wasted: number;
  rejected: number;
  dropped: number;
  timeouts: number;
  local: number;
  capacity: number;
  queue: number;
  queueDelayMs: number;
  p50: number | null;
  p99: number | null;
  limit: number | null;
  /** Throttle rejection probability, %. */
  throttle: number | null;
}

export interface OverloadView {
  query: string;
  state: OverloadState;
  notices: Notice[];
  summary: OverloadSummary;
  rows: OverloadRow[];
  stepMs: number;
  trigger: { from: number; to: number } | null;
  actionAt: number | null;
  capacityRps: number;
  computeMs: number;
  /** Where the time axis ends, s: the horizon; in a preview, the horizon of the run it previews. */
  axisS: number;
  /**
   * How far the chart rows reach, s: the horizon of `state`; further in a run in progress
   * (progressView), whose figures are still its preview's.
   */
  rowsS: number;
}

/**
 * A run of at least this much work (expected operations × attempts; the work bound is 600 000) first
 * shows a preview. Measured on the project's machine (a warm worker, no throttling): 144 000 units
 * (the metastable failure) take ≈ 200 ms, so under 4× CPU a run over ≈ 60 000 alone takes longer
 * than the 300 ms in which issue 12 wants the chart to follow.
 */
export const PREVIEW_MIN_WORK = 60_000;
/** The work a preview aims at: its horizon is the share of the whole one that holds about this much. */
export const PREVIEW_WORK = 30_000;

const workOf = (s: OverloadState): number => expectedOps(s) * s.maxAttempts;

/**
 * The preview of a long run: the same link over the start of its horizon (about PREVIEW_WORK of
 * work, at least the horizon's minimum, 5 s, never more than half of it). The engine is causal, so
 * its charts are the start of the run's (in buckets of their own length) and its figures exactly
 * what the CLI prints for that link. A trigger or an action that starts after the preview's horizon
 * is off in it (it has not happened yet; the engine would clamp its moment into the horizon). Null
 * when the run is short, or when the shorter horizon would change anything else that matters.
 */
export function previewState(input: OverloadState): OverloadState | null {
  const { state } = normalizeState(input);
  const work = workOf(state);
  if (work < PREVIEW_MIN_WORK) return null;
  const horizonS = Math.max(5, Math.floor((state.horizonS * PREVIEW_WORK) / work));
  if (horizonS > state.horizonS / 2) return null;
  const triggerLater = state.trigger !== 'none' && state.triggerAtS >= horizonS;
  const actionLater = state.action !== 'none' && state.actionAtS >= horizonS;
  const preview = normalizeState({
    ...state,
    horizonS,
    ...(triggerLater ? { trigger: 'none' as const } : {}),
    ...(actionLater ? { action: 'none' as const } : {}),
  }).state;
  const meant = (key: keyof OverloadState) => key === 'horizonS' || (key === 'trigger' && triggerLater) || (key === 'action' && actionLater);
  const changed = overloadParams.rows.some((r) => !meant(r.key) && isParamRelevant(r.key, preview) && preview[r.key] !== state[r.key]);
  return changed ? null : preview;
}

/** Where the charts mark the trigger (a band) and the action (a line), s; of the whole run in a preview. */
export function eventMarks(s: OverloadState): Pick<OverloadView, 'trigger' | 'actionAt'> {
  return {
    trigger: s.trigger !== 'none' && s.triggerS > 0 ? { from: s.triggerAtS, to: Math.min(s.horizonS, s.triggerAtS + s.triggerS) } : null,
    actionAt: s.action !== 'none' ? s.actionAtS : null,
  };
}

const RATE_KEYS = ['arrivals', 'sent', 'goodput', 'wasted', 'rejected', 'dropped', 'timeouts', 'local'] as const;

export function computeOverload(input: OverloadState): OverloadView {
  return viewOf(runOverload(input));
}

/**
 * computeOverload as steps (lib/steps.ts): the worker runs them in slices, drops a run left behind,
 * and looks at the buckets closed so far through `probe` (progressView).
 */
export function* overloadViewSteps(input: OverloadState, probe?: OverloadProbe): Steps<OverloadView> {
  return viewOf(yield* overloadRunSteps(input, probe));
}

/**
 * A long run in progress, as the page shows it meanwhile: its preview's figures (exact over the
 * preview's horizon) and the chart rows of the buckets the run has closed so far, of the state `whole`.
 * Null while they reach no further than the preview's own.
 */
export function progressView(preview: OverloadView, buckets: OverloadBuckets, whole: OverloadState): OverloadView | null {
  const rows = rowsOf(buckets, whole);
  const rowsS = (rows.length * buckets.bucketMs) / 1000;
  if (rowsS <= preview.rowsS) return null;
  return { ...preview, rows, stepMs: buckets.bucketMs, rowsS };
}

function viewOf(r: OverloadResult): OverloadView {
  const s = r.state;
  return {
    query: stateToQuery(s),
    state: s,
    notices: r.notices,
    summary: r.summary,
    rows: rowsOf(r.buckets, s),
    stepMs: r.buckets.bucketMs,
    ...eventMarks(s),
    capacityRps: r.totals.capacityRps,
    computeMs: 0,
    axisS: s.horizonS,
    rowsS: s.horizonS,
  };
}

/** Chart rows, rates per second, of the buckets up to the horizon of `state`. */
function rowsOf(b: OverloadBuckets, state: OverloadState): OverloadRow[] {
  const perSecond = 1000 / b.bucketMs;
  const rows: OverloadRow[] = [];
  // The engine's last bucket gathers everything after the horizon (the tail of the last
  // operations): a lump, not a rate — the charts stop at the horizon.
  const shown = Math.min(b.count, Math.ceil((state.horizonS * 1000) / b.bucketMs));
  for (let i = 0; i < shown; i++) {
    const row: OverloadRow = {
      t: (i * b.bucketMs) / 1000,
      arrivals: 0,
      sent: 0,
      goodput: 0,
      wasted: 0,
      rejected: 0,
      dropped: 0,
      timeouts: 0,
      local: 0,
      capacity: b.capacity[i] ?? 0,
      queue: b.queue[i] ?? 0,
      queueDelayMs: Math.round((b.queueDelayMs[i] ?? 0) * 10) / 10,
      // no successful answer in the bucket: a gap in the latency lines, not a zero
      p50: (b.goodput[i] ?? 0) > 0 ? (b.p50Ms[i] ?? 0) : null,
      p99: (b.goodput[i] ?? 0) > 0 ? (b.p99Ms[i] ?? 0) : null,
      limit: state.limiter === 'none' ? null : (b.limit[i] ?? 0),
      throttle: state.throttle ? Math.round((b.throttleP[i] ?? 0) * 1000) / 10 : null,
    };
    for (const k of RATE_KEYS) row[k] = ((b[k][i] ?? 0) as number) * perSecond;
    rows.push(row);
  }
  return rows;
}
