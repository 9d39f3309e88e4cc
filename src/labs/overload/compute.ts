/**
 * Turns an overload state into what the page draws: the engine's summary (exactly what the CLI
 * prints) and chart rows with rates per second. Pure; the page runs it in a Web Worker.
 */
import { expectedOps, isParamRelevant, normalizeState, overloadParams, runOverload, stateToQuery, type OverloadState, type OverloadSummary } from '../../engine/overload/index.ts';
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
}

/**
 * A run of at least this much work (expected operations × attempts; the work bound is 600 000) first
 * shows a preview. Measured on the project's machine: the metastable failure (144 000) takes ≈ 200 ms
 * in a warm engine and 470–790 ms in a fresh browser worker; the longest runs take three times that.
 * A preview costs its own run and a render before the exact result: in the labs' benchmark (sliders
 * dragged end to end) the exact figures came ≈ 0.2–0.3 s later in the median under 4× CPU, with this
 * threshold and with 100 000 alike; with this one the first chart came ≈ 0.2 s sooner in the median.
 */
export const PREVIEW_MIN_WORK = 200_000;
/**
 * The preview is the same link over this share of its horizon, or up to its trigger or action if
 * they come later (and at least the horizon's minimum, 5 s); never over more than half of it.
 */
export const PREVIEW_SHARE = 1 / 4;

/**
 * The preview of a long run: the same link over the start of its horizon (PREVIEW_SHARE). The
 * engine is causal, so its charts are the start of the run's (in buckets of their own length) and its
 * figures exactly what the CLI prints for that link. Null when the run is short, or when the shorter
 * horizon would change anything that matters (a trigger or an action after it is clamped into it);
 * the moment of an action that is off may move, as the engine clamps it into any horizon.
 */
export function previewState(input: OverloadState): OverloadState | null {
  const { state } = normalizeState(input);
  if (expectedOps(state) * state.maxAttempts < PREVIEW_MIN_WORK) return null;
  const events = [state.trigger !== 'none' ? state.triggerAtS : 0, state.action !== 'none' ? state.actionAtS : 0];
  const horizonS = Math.max(5, Math.ceil(state.horizonS * PREVIEW_SHARE), ...events.map(Math.ceil));
  if (horizonS > state.horizonS / 2) return null;
  const preview = normalizeState({ ...state, horizonS }).state;
  const changed = overloadParams.rows.some((r) => r.key !== 'horizonS' && preview[r.key] !== state[r.key] && isParamRelevant(r.key, state));
  return changed ? null : preview;
}

const RATE_KEYS = ['arrivals', 'sent', 'goodput', 'wasted', 'rejected', 'dropped', 'timeouts', 'local'] as const;

export function computeOverload(input: OverloadState): OverloadView {
  const r = runOverload(input);
  const b = r.buckets;
  const perSecond = 1000 / b.bucketMs;
  const rows: OverloadRow[] = [];
  // The engine's last bucket gathers everything after the horizon (the tail of the last
  // operations): a lump, not a rate — the charts stop at the horizon.
  const shown = Math.min(b.count, Math.ceil((r.state.horizonS * 1000) / b.bucketMs));
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
      limit: r.state.limiter === 'none' ? null : (b.limit[i] ?? 0),
      throttle: r.state.throttle ? Math.round((b.throttleP[i] ?? 0) * 1000) / 10 : null,
    };
    for (const k of RATE_KEYS) row[k] = ((b[k][i] ?? 0) as number) * perSecond;
    rows.push(row);
  }
  const s = r.state;
  return {
    query: stateToQuery(s),
    state: s,
    notices: r.notices,
    summary: r.summary,
    rows,
    stepMs: b.bucketMs,
    trigger: s.trigger !== 'none' && s.triggerS > 0 ? { from: s.triggerAtS, to: Math.min(s.horizonS, s.triggerAtS + s.triggerS) } : null,
    actionAt: s.action !== 'none' ? s.actionAtS : null,
    capacityRps: r.totals.capacityRps,
    computeMs: 0,
    axisS: s.horizonS,
  };
}
