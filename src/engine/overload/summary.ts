/**
 * Summary figures of an overload run, from its exact totals and the per-operation outcomes. Field
 * names are API: the CLI prints them, tests and the lab page read them.
 */
import type { OverloadState } from './params';
import type { OverloadRaw } from './sim';
import { percentile } from '../../lib/percentile.ts';

export interface OverloadSummary {
  ops: number;
  succeeded: number;
  failed: number;
  /** Share of operations that succeeded (goodput ÷ demand). */
  goodputShare: number;
  /** Attempts that reached the server per operation (retries and hedges included). */
  amplification: number;
  attempts: number;
  retries: number;
  hedges: number;
  /** Requests the server finished, and how many of them for nobody. */
  served: number;
  wasted: number;
  /** wasted ÷ served (0 when nothing was served). */
  wastedShare: number;
  /** Fast refusals by the server (limiter, full queue, CoDel, errors). */
  rejected: number;
  /** Requests the server dropped unserved because their client no longer waited. */
  dropped: number;
  /** Attempts refused on the client (breaker, throttle) and retries the budget did not allow. */
  localRejected: number;
  timeouts: number;
  /** Latency of successful operations, nearest rank, ms; null when none succeeded. */
  p50Ms: number | null;
  p99Ms: number | null;
  /** Success share of the operations that arrived before the trigger (the whole run without one). */
  goodputBefore: number | null;
  /** Success share of the operations that arrived in the tail window (the last TAIL_S seconds). */
  goodputAfter: number | null;
  /**
   * Time from the recovery reference (the end of the trigger, or the action if later) until every
   * later second of arrivals has a success share of at least RECOVERED_SHARE. null with
   * `recovery` saying why.
   */
  recoveryMs: number | null;
  recovery: 'recovered' | 'not-recovered' | 'no-trigger';
  /** Requests reaching the server and successes per second, in the tail window. */
  serverRps: number;
  acceptRps: number;
  peakQueue: number;
  maxQueueDelayMs: number;
}

export const TAIL_S = 10;
export const RECOVERED_SHARE = 0.9;
const WINDOW_MS = 1000;

export function round(x: number, digits: number): number {
  let m = 1;
  for (let i = 0; i < digits; i++) m *= 10;
  return Math.round(x * m) / m;
}

/** Success share of the operations that arrived in [from, to); null when none did. */
export function successShare(raw: OverloadRaw, from: number, to: number): number | null {
  let n = 0;
  let ok = 0;
  const a = raw.arrivals;
  // arrivals are sorted: binary search the start
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((a[mid] as number) < from) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < a.length && (a[i] as number) < to; i++) {
    n++;
    ok += raw.success[i] as number;
  }
  return n === 0 ? null : ok / n;
}

/** The moment from which recovery is measured, ms; null without a trigger. */
export function recoveryReference(s: OverloadState): number | null {
  if (s.trigger === 'none' || s.triggerS === 0) return null;
  const end = (s.triggerAtS + s.triggerS) * 1000;
  return s.action !== 'none' ? Math.max(end, s.actionAtS * 1000) : end;
}

export function summarize(raw: OverloadRaw, s: OverloadState): OverloadSummary {
  const t = raw.totals;
  const b = raw.buckets;
  const horizon = t.horizonMs;
  const lat = Float64Array.from(raw.latencies).sort();
  const p = (q: number) => {
    const v = percentile(lat, q);
    return v === null ? null : round(v, 1);
  };
  const share = (from: number, to: number) => {
    const v = successShare(raw, from, to);
    return v === null ? null : round(v, 4);
  };
  const trigStart = s.triggerAtS * 1000;
  const hasTrigger = recoveryReference(s) !== null;
  const tailFrom = Math.max(0, horizon - Math.min(TAIL_S * 1000, horizon / 4));

  let recoveryMs: number | null = null;
  let recovery: OverloadSummary['recovery'] = 'no-trigger';
  const ref = recoveryReference(s);
  if (ref !== null) {
    recovery = 'not-recovered';
    // Walk back from the last whole window before the horizon while the windows are healthy.
    let first: number | null = null;
    const windows = Math.floor((horizon - ref) / WINDOW_MS);
    for (let k = windows - 1; k >= 0; k--) {
      const v = successShare(raw, ref + k * WINDOW_MS, ref + (k + 1) * WINDOW_MS);
      if (v === null || v >= RECOVERED_SHARE) first = k;
      else break;
    }
    if (first !== null && windows > 0) {
      recovery = 'recovered';
      recoveryMs = first * WINDOW_MS;
    }
  }

  let served = 0;
  let accepted = 0;
  let sent = 0;
  let peakQueue = 0;
  let maxDelay = 0;
  for (let i = 0; i < b.count; i++) {
    const start = i * b.bucketMs;
    if (start >= tailFrom && start + b.bucketMs <= horizon) {
      sent += b.sent[i] ?? 0;
      accepted += b.goodput[i] ?? 0;
    }
    served += b.served[i] ?? 0;
    if ((b.queue[i] ?? 0) > peakQueue) peakQueue = b.queue[i] ?? 0;
    if ((b.queueDelayMs[i] ?? 0) > maxDelay) maxDelay = b.queueDelayMs[i] ?? 0;
  }
  void served;
  const tailS = (Math.floor(horizon / b.bucketMs) * b.bucketMs - Math.ceil(tailFrom / b.bucketMs) * b.bucketMs) / 1000;

  return {
    ops: t.ops,
    succeeded: t.succeeded,
    failed: t.failed,
    goodputShare: t.ops > 0 ? round(t.succeeded / t.ops, 4) : 0,
    amplification: t.ops > 0 ? round(t.attempts / t.ops, 3) : 0,
    attempts: t.attempts,
    retries: t.retries,
    hedges: t.hedges,
    served: t.served,
    wasted: t.wasted,
    wastedShare: t.served > 0 ? round(t.wasted / t.served, 4) : 0,
    rejected: t.rejectedLimiter + t.rejectedQueue + t.rejectedCodel + t.rejectedError,
    dropped: t.dropped,
    localRejected: t.breakerRejected + t.throttled + t.budgetDenied,
    timeouts: t.timeouts,
    p50Ms: p(0.5),
    p99Ms: p(0.99),
    goodputBefore: hasTrigger && trigStart >= WINDOW_MS ? share(0, trigStart) : share(0, horizon),
    goodputAfter: share(tailFrom, horizon),
    recoveryMs,
    recovery,
    serverRps: tailS > 0 ? round(sent / tailS, 1) : 0,
    acceptRps: tailS > 0 ? round(accepted / tailS, 1) : 0,
    peakQueue,
    maxQueueDelayMs: round(maxDelay, 1),
  };
}
