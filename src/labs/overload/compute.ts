/**
 * Turns an overload state into what the page draws: the engine's summary (exactly what the CLI
 * prints) and chart rows with rates per second. Pure; the page runs it in a Web Worker.
 */
import { runOverload, stateToQuery, type OverloadState, type OverloadSummary } from '../../engine/overload/index.ts';
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
  };
}
