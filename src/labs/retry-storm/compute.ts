/**
 * Turns a state of the retry-storm lab into what the page draws: the engine's summary (exactly
 * what the CLI prints for the same link) plus chart-ready, plain-object series. Pure and
 * synchronous; the page runs it inside a Web Worker (sim.worker.ts), tests run it directly.
 *
 * The outage run is composed from the engine's own parts (normalizeState → simulateOutage →
 * summarizeOutage), exactly as `runOutage` does, because the view also needs the per-operation
 * completion times for the CDF and `runOutage` does not return them. compute.test.ts checks that
 * the summary stays identical to `runOutage(state).summary`.
 */
import {
  MAX_BUCKETS,
  PEAK_WINDOW_MS,
  SWEEP_CLIENTS,
  SWEEP_STRATEGIES,
  normalizeState,
  runContentionSteps,
  stateToQuery,
  type Notice,
  type OutageBuckets,
  type RetryStormState,
  type Strategy,
  type Summary,
  type SweepPoint,
} from '../../engine/retry-storm/index.ts';
import { outageSteps, outageWindow, type OutagePause } from '../../engine/retry-storm/outage.ts';
import { runThrough, type Steps } from '../../lib/steps.ts';
import { summarizeOutage } from '../../engine/retry-storm/summary.ts';

/** Most points a time series of the page has (the engine itself caps buckets at MAX_BUCKETS). */
export const MAX_CHART_POINTS = 600;
/** Points of the completion-time CDF. */
export const CDF_POINTS = 200;

/** One display bucket: counts are turned into rates (per second), gauges keep their maximum. */
export interface TimeRow {
  /** Start of the bucket, seconds. */
  t: number;
  first: number;
  retries: number;
  /** Capacity available in the bucket, req/s (0 while the dependency is down). */
  capacity: number;
  success: number;
  failOutage: number;
  failOverload: number;
  failTimeout: number;
  rejectedByBudget: number;
  shortCircuited: number;
  gaveUp: number;
  inFlight: number;
  queued: number;
  queueDelayMs: number;
}

export interface CdfPoint {
  /** Completion time, ms. */
  ms: number;
  /** Share of operations finished by then, percent. */
  share: number;
}

export interface OutageExtra {
  served: number;
  wastedWork: number;
  breakerTrips: number;
  successes: number;
  failOutage: number;
  failOverload: number;
  failTimeout: number;
  rejectedByBudget: number;
  shortCircuited: number;
  endAttempts: number;
  endDeadline: number;
  endBudget: number;
  endBreaker: number;
  outageStartMs: number;
  outageEndMs: number;
  horizonMs: number;
  endMs: number;
}

/** What the time charts of an outage run draw: a whole run (OutageView) or its beginning (OutagePreview). */
export interface OutageSeries {
  scenario: 'outage';
  /** The link of the state actually simulated (after the engine's corrections). */
  query: string;
  state: RetryStormState;
  notices: Notice[];
  extra: Pick<OutageExtra, 'outageStartMs' | 'outageEndMs' | 'horizonMs'>;
  /** Width of one display bucket, ms. */
  stepMs: number;
  rows: TimeRow[];
  /** Time the computation took, ms (filled by the worker). */
  computeMs: number;
}

export interface OutageView extends OutageSeries {
  summary: Summary;
  extra: OutageExtra;
  cdf: CdfPoint[];
}

/**
 * The beginning of a long outage run, while the rest computes (sim.worker.ts): its rows up to
 * `untilMs` are exactly the whole run's (compute.test.ts), and nothing is said of the rest — no
 * summary, no completion times: those need every operation to have ended.
 */
export interface OutagePreview extends OutageSeries {
  /** The rows cover [0, untilMs); 0 for a run not begun yet (B while A computes). */
  untilMs: number;
}

export function isOutagePreview(v: SimView | OutageSeries): v is OutagePreview {
  return 'untilMs' in v;
}

/** One row per client count; a column per strategy (calls or completion time). */
export type SweepRow = { clients: number } & Partial<Record<Strategy, number>>;

export interface ContentionView {
  scenario: 'contention';
  query: string;
  state: RetryStormState;
  notices: Notice[];
  summary: Summary;
  strategies: Strategy[];
  calls: SweepRow[];
  completion: SweepRow[];
  computeMs: number;
}

export type SimView = OutageView | ContentionView | OutagePreview;

export type Progress = (done: number, total: number) => void;

/**
 * Groups the engine's buckets into at most `maxPoints` display buckets, each at least `minStepMs`
 * wide (whole engine buckets). Counts become rates per second; gauges keep the maximum; the
 * capacity is averaged.
 */
export function aggregateBuckets(b: OutageBuckets, maxPoints = MAX_CHART_POINTS, minStepMs = PEAK_WINDOW_MS): { stepMs: number; rows: TimeRow[] } {
  const count = Math.max(0, Math.min(b.count, b.firstAttempts.length || b.count, MAX_BUCKETS * 8));
  const width = Math.max(1, b.bucketMs);
  const k = Math.max(1, Math.ceil(minStepMs / width), Math.ceil(count / Math.max(1, maxPoints)));
  const stepMs = k * width;
  const rows: TimeRow[] = [];
  const at = (a: number[], i: number) => a[i] ?? 0;
  for (let start = 0; start < count; start += k) {
    const end = Math.min(count, start + k);
    const row: TimeRow = {
      t: (start * width) / 1000,
      first: 0,
      retries: 0,
      capacity: 0,
      success: 0,
      failOutage: 0,
      failOverload: 0,
      failTimeout: 0,
      rejectedByBudget: 0,
      shortCircuited: 0,
      gaveUp: 0,
      inFlight: 0,
      queued: 0,
      queueDelayMs: 0,
    };
    for (let i = start; i < end; i++) {
      row.first += at(b.firstAttempts, i);
      row.retries += at(b.retries, i);
      row.capacity += at(b.capacity, i);
      row.success += at(b.successes, i);
      row.failOutage += at(b.failOutage, i);
      row.failOverload += at(b.failOverload, i);
      row.failTimeout += at(b.failTimeout, i);
      row.rejectedByBudget += at(b.rejectedByBudget, i);
      row.shortCircuited += at(b.shortCircuited, i);
      row.gaveUp += at(b.gaveUp, i);
      row.inFlight = Math.max(row.inFlight, at(b.inFlight, i));
      row.queued = Math.max(row.queued, at(b.queued, i));
      row.queueDelayMs = Math.max(row.queueDelayMs, at(b.queueDelayMs, i));
    }
    // The last group may be shorter than k buckets: rates use its own width.
    const perSecond = 1000 / ((end - start) * width);
    row.capacity /= end - start;
    for (const key of RATE_KEYS) row[key] *= perSecond;
    row.queueDelayMs = roundTo(row.queueDelayMs, 1);
    rows.push(row);
  }
  return { stepMs, rows };
}

const RATE_KEYS = ['first', 'retries', 'success', 'failOutage', 'failOverload', 'failTimeout', 'rejectedByBudget', 'shortCircuited', 'gaveUp'] as const;

function roundTo(x: number, digits: number): number {
  const m = 10 ** digits;
  return Math.round(x * m) / m;
}

/** Empirical CDF of completion times at `points` evenly spaced shares (nearest rank), plus the minimum. */
export function completionCdf(durations: ArrayLike<number>, points = CDF_POINTS): CdfPoint[] {
  const n = durations.length;
  if (n === 0) return [];
  const sorted = Float64Array.from(durations).sort();
  const out: CdfPoint[] = [{ ms: roundTo(sorted[0] ?? 0, 1), share: 0 }];
  for (let i = 1; i <= points; i++) {
    const p = i / points;
    const idx = Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1));
    out.push({ ms: roundTo(sorted[idx] ?? 0, 1), share: roundTo(p * 100, 2) });
  }
  return out;
}

export function computeOutage(input: RetryStormState): OutageView {
  return runThrough(computeOutageSteps(input));
}

/** Told at each pause of an outage run how to show what it has settled so far (computed only if asked). */
export type PreviewAtPause = (preview: () => OutagePreview) => void;

function outageBasics(state: RetryStormState, notices: Notice[]) {
  return { scenario: 'outage' as const, query: stateToQuery(state), state, notices, extra: outageWindow(state), computeMs: 0 };
}

/** The preview of a run at a pause: the display rows that end by the settled time. */
function previewAt(state: RetryStormState, notices: Notice[], pause: OutagePause): OutagePreview {
  const { stepMs, rows } = aggregateBuckets(pause.buckets());
  const complete = Math.min(rows.length, Math.floor(pause.settledMs / stepMs));
  return { ...outageBasics(state, notices), stepMs, rows: rows.slice(0, complete), untilMs: complete * stepMs };
}

/** A run not begun yet (compare mode: B while A computes): the axes, nothing on them. */
export function emptyPreview(input: RetryStormState): OutagePreview {
  const { state, notices } = normalizeState(input);
  return { ...outageBasics(state, notices), stepMs: 0, rows: [], untilMs: 0 };
}

function* computeOutageSteps(input: RetryStormState, atPause?: PreviewAtPause): Steps<OutageView> {
  const { state, notices } = normalizeState(input);
  const raw = yield* outageSteps(state, atPause && ((pause) => atPause(() => previewAt(state, notices, pause))));
  const summary = summarizeOutage(raw, state.capacity, state.timeoutMs);
  const { stepMs, rows } = aggregateBuckets(raw.buckets);
  const t = raw.totals;
  return {
    scenario: 'outage',
    query: stateToQuery(state),
    state,
    notices,
    summary,
    extra: {
      served: t.served,
      wastedWork: t.wastedWork,
      breakerTrips: t.breakerTrips,
      successes: t.successes,
      failOutage: t.failOutage,
      failOverload: t.failOverload,
      failTimeout: t.failTimeout,
      rejectedByBudget: t.rejectedByBudget,
      shortCircuited: t.shortCircuited,
      endAttempts: t.endAttempts,
      endDeadline: t.endDeadline,
      endBudget: t.endBudget,
      endBreaker: t.endBreaker,
      outageStartMs: t.outageStartMs,
      outageEndMs: t.outageEndMs,
      horizonMs: t.horizonMs,
      endMs: t.endMs,
    },
    stepMs,
    rows,
    cdf: completionCdf(raw.durations),
    computeMs: 0,
  };
}

/** Pivots the sweep into chart rows: one per client count, a column per strategy. */
export function pivotSweep(sweep: readonly SweepPoint[], field: 'calls' | 'completionMs'): SweepRow[] {
  const byClients = new Map<number, SweepRow>();
  for (const c of SWEEP_CLIENTS) byClients.set(c, { clients: c });
  for (const p of sweep) {
    let row = byClients.get(p.clients);
    if (!row) {
      row = { clients: p.clients };
      byClients.set(p.clients, row);
    }
    row[p.strategy] = p[field];
  }
  return [...byClients.values()].sort((a, b) => a.clients - b.clients);
}

export function computeContention(input: RetryStormState, onProgress?: Progress): ContentionView {
  return runThrough(computeContentionSteps(input, onProgress));
}

function* computeContentionSteps(input: RetryStormState, onProgress?: Progress): Steps<ContentionView> {
  const result = yield* runContentionSteps(input, onProgress);
  const { sweep = [], ...summary } = result.summary;
  const present = new Set(sweep.map((p) => p.strategy));
  return {
    scenario: 'contention',
    query: stateToQuery(result.state),
    state: result.state,
    notices: result.notices,
    summary,
    strategies: SWEEP_STRATEGIES.filter((s) => present.has(s)),
    calls: pivotSweep(sweep, 'calls'),
    completion: pivotSweep(sweep, 'completionMs'),
    computeMs: 0,
  };
}

/** A contention sweep of at least this many runs per point is previewed first (sim.worker.ts)… */
export const PREVIEW_MIN_RUNS = 8;
/**
 * …twice, with these shares of its runs: the article's 100 runs are previewed with 1 (a first chart
 * in ≈ 1/100 of the time, noisy) and then with 7 (close to the exact curves, in ≈ 1/15 of it).
 */
export const PREVIEW_RUNS_DIVISORS = [100, 16] as const;

/**
 * The states to compute first for a quick look, in order, or none when there is nothing worth
 * previewing: each long contention sweep with a fraction of its runs (PREVIEW_RUNS_DIVISORS), a phase
 * that would repeat the one before dropped. Every point of the sweep draws from its own stream, so a
 * preview is exactly the result of the same link with fewer runs (engine/retry-storm/contention.ts).
 */
export function previewPhases(states: readonly RetryStormState[]): RetryStormState[][] {
  const long = (s: RetryStormState) => s.scenario === 'contention' && s.runs >= PREVIEW_MIN_RUNS;
  if (!states.some(long)) return [];
  const phases: RetryStormState[][] = [];
  let previous = '';
  for (const divisor of PREVIEW_RUNS_DIVISORS) {
    const phase = states.map((s) => (long(s) ? { ...s, runs: Math.ceil(s.runs / divisor) } : s));
    const key = JSON.stringify(phase);
    if (key !== previous) phases.push(phase);
    previous = key;
  }
  return phases;
}

export function computeView(input: RetryStormState, onProgress?: Progress): OutageView | ContentionView {
  return runThrough(computeViewSteps(input, onProgress));
}

/**
 * computeView, pausing now and then (lib/steps.ts): the worker drops a run left behind at a pause,
 * and may show the beginning of a long outage run (`atPause`).
 */
export function computeViewSteps(input: RetryStormState, onProgress?: Progress, atPause?: PreviewAtPause): Steps<OutageView | ContentionView> {
  return input.scenario === 'contention' ? computeContentionSteps(input, onProgress) : computeOutageSteps(input, atPause);
}

/** The summary fields in the order the page shows them (the CLI's JSON keys). */
export const SUMMARY_FIELDS = [
  'logicalOps',
  'totalCalls',
  'firstAttempts',
  'retries',
  'amplification',
  'succeeded',
  'gaveUp',
  'p50Ms',
  'p95Ms',
  'p99Ms',
  'peakLoadRatio',
  'drainMs',
] as const satisfies readonly (keyof Summary)[];
export type SummaryField = (typeof SUMMARY_FIELDS)[number];
