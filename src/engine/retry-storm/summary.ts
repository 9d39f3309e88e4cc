/**
 * Summary metrics of a run, derived from the exact totals and the bucket
 * series. Field names are API (the CLI prints them, tests and links rely on
 * them).
 */
import type { OutageBuckets, OutageRaw } from './outage';
import type { Strategy } from './params';

export interface SweepPoint {
  strategy: Strategy;
  clients: number;
  /** Average number of write calls per run. */
  calls: number;
  /** Average time until the last client finished, ms. */
  completionMs: number;
}

export interface Summary {
  logicalOps: number;
  /** Attempts sent to the dependency (first attempts + retries). */
  totalCalls: number;
  firstAttempts: number;
  retries: number;
  /** Calls per logical operation. */
  amplification: number;
  succeeded: number;
  /** Operations that ended without success (attempts exhausted, deadline, budget, breaker). */
  gaveUp: number;
  /** Completion time of operations (start → success or giving up), nearest-rank percentiles, ms. */
  p50Ms: number | null;
  p95Ms: number | null;
  p99Ms: number | null;
  /**
   * Peak offered load ÷ capacity, over sliding windows of PEAK_WINDOW_MS while
   * the dependency is up (during the outage the capacity is zero and the ratio
   * is meaningless). null when no such window exists or there is no capacity
   * model (contention).
   */
  peakLoadRatio: number | null;
  /**
   * Time from the end of the outage until the system is healthy again and
   * stays healthy until the horizon: the queueing delay is at most half the
   * per-attempt timeout, and overload failures, timeouts and short-circuited
   * attempts make up at most 10 % of the attempts answered in each bucket.
   * null when that never happens within the horizon.
   */
  drainMs: number | null;
  /** Contention scenario only. */
  sweep?: SweepPoint[];
}

export const PEAK_WINDOW_MS = 100;
/** Share of failed (overload/timeout) attempts tolerated in a healthy bucket. */
export const HEALTHY_FAILURE_SHARE = 0.1;

/** Rounds to `digits` decimals with exact-enough arithmetic (no Math.pow). */
export function round(x: number, digits: number): number {
  let m = 1;
  for (let i = 0; i < digits; i++) m *= 10;
  return Math.round(x * m) / m;
}

/** Nearest-rank percentile of an ascending array; null when empty. */
export function percentile(sorted: Float64Array, p: number): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  let idx = Math.ceil(p * n) - 1;
  if (idx < 0) idx = 0;
  if (idx >= n) idx = n - 1;
  return sorted[idx] as number;
}

export function peakLoadRatio(b: OutageBuckets, capacityRps: number): number | null {
  const w = Math.max(1, Math.round(PEAK_WINDOW_MS / b.bucketMs));
  let best: number | null = null;
  let sent = 0;
  let down = 0; // buckets in the window with less than full capacity
  for (let i = 0; i < b.count; i++) {
    sent += (b.firstAttempts[i] ?? 0) + (b.retries[i] ?? 0);
    if ((b.capacity[i] ?? 0) < capacityRps) down++;
    const j = i - w;
    if (j >= 0) {
      sent -= (b.firstAttempts[j] ?? 0) + (b.retries[j] ?? 0);
      if ((b.capacity[j] ?? 0) < capacityRps) down--;
    }
    if (i >= w - 1 && down === 0) {
      const ratio = sent / ((capacityRps * w * b.bucketMs) / 1000);
      if (best === null || ratio > best) best = ratio;
    }
  }
  return best === null ? null : round(best, 3);
}

export function isHealthyBucket(b: OutageBuckets, i: number, timeoutMs: number): boolean {
  if ((b.queueDelayMs[i] ?? 0) > timeoutMs / 2) return false;
  // Late answers to attempts sent during the outage (failOutage) do not count;
  // short-circuited attempts do: while the breaker rejects calls there is no goodput.
  const bad = (b.failOverload[i] ?? 0) + (b.failTimeout[i] ?? 0) + (b.shortCircuited[i] ?? 0);
  const good = b.successes[i] ?? 0;
  return bad <= HEALTHY_FAILURE_SHARE * (good + bad);
}

export function drainMs(
  b: OutageBuckets,
  outageEndMs: number,
  horizonMs: number,
  timeoutMs: number,
): number | null {
  if (outageEndMs >= horizonMs) return null;
  const first = Math.ceil(outageEndMs / b.bucketMs); // first bucket fully after the outage
  const last = Math.min(b.count, Math.floor(horizonMs / b.bucketMs)); // exclusive; full buckets only
  if (first >= last) return null;
  let candidate = -1;
  for (let i = last - 1; i >= first; i--) {
    if (isHealthyBucket(b, i, timeoutMs)) candidate = i;
    else break;
  }
  if (candidate < 0) return null;
  const t = Math.round(candidate * b.bucketMs - outageEndMs);
  return t > 0 ? t : 0;
}

export function summarizeOutage(raw: OutageRaw, capacityRps: number, timeoutMs: number): Summary {
  const t = raw.totals;
  const sorted = Float64Array.from(raw.durations).sort();
  const pct = (p: number): number | null => {
    const v = percentile(sorted, p);
    return v === null ? null : round(v, 1);
  };
  const totalCalls = t.firstAttempts + t.retries;
  return {
    logicalOps: t.logicalOps,
    totalCalls,
    firstAttempts: t.firstAttempts,
    retries: t.retries,
    amplification: t.logicalOps > 0 ? round(totalCalls / t.logicalOps, 3) : 0,
    succeeded: t.endSuccess,
    gaveUp: t.endAttempts + t.endDeadline + t.endBudget + t.endBreaker,
    p50Ms: pct(0.5),
    p95Ms: pct(0.95),
    p99Ms: pct(0.99),
    peakLoadRatio: peakLoadRatio(raw.buckets, capacityRps),
    drainMs: drainMs(raw.buckets, t.outageEndMs, t.horizonMs, timeoutMs),
  };
}
