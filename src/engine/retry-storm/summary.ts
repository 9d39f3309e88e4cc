/**
 * Summary metrics of a run, derived from the exact totals and the bucket
 * series. Field names are API (the CLI prints them, tests and links rely on
 * them).
 */
import { PEAK_WINDOW_MS, type OutageBuckets, type OutageRaw } from './outage';
import type { Strategy } from './params';
import { percentile } from '../../lib/percentile.ts';

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
   * Peak offered load ÷ capacity: the most attempts sent in any window of
   * exactly PEAK_WINDOW_MS while the dependency is up (during the outage the
   * capacity is zero and the ratio is meaningless), divided by what the
   * dependency serves in PEAK_WINDOW_MS. A wall of 2000 requests at one
   * instant against 1000 req/s is 2000 / 100 = 20×. null when the dependency
   * is never up during the run, or there is no capacity model (contention).
   */
  peakLoadRatio: number | null;
  /**
   * Time from the end of the outage until the system is healthy again and
   * stays healthy until the horizon: the queueing delay is at most half the
   * per-attempt timeout, and overload failures, timeouts and short-circuited
   * attempts make up at most 10 % of the attempts answered in each bucket.
   * Measured in whole buckets: 0 when the first bucket after the outage is
   * already healthy. null unless `recovery` is 'recovered'.
   */
  drainMs: number | null;
  /**
   * Whether drainMs applies: 'recovered'; 'not-recovered' (never healthy for
   * good within the horizon); 'no-outage' (outageS = 0: nothing to recover
   * from); 'outage-past-horizon' (the outage does not end before the
   * horizon); 'no-traffic' (no attempt was answered between the end of the
   * outage and the horizon: nothing shows the system is healthy); null in the
   * contention scenario.
   */
  recovery: Recovery | null;
  /** Contention scenario only. */
  sweep?: SweepPoint[];
}

export type Recovery = 'recovered' | 'not-recovered' | 'no-outage' | 'outage-past-horizon' | 'no-traffic';
/** Share of failed (overload/timeout) attempts tolerated in a healthy bucket. */
export const HEALTHY_FAILURE_SHARE = 0.1;

/** Rounds to `digits` decimals with exact-enough arithmetic (no Math.pow). */
export function round(x: number, digits: number): number {
  let m = 1;
  for (let i = 0; i < digits; i++) m *= 10;
  return Math.round(x * m) / m;
}

/** Peak calls in a window ÷ what the dependency serves in that window. */
export function peakLoadRatio(peakWindowCalls: number | null, capacityRps: number): number | null {
  if (peakWindowCalls === null) return null;
  return round(peakWindowCalls / ((capacityRps * PEAK_WINDOW_MS) / 1000), 3);
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
  let successes = 0;
  for (let i = last - 1; i >= first; i--) {
    if (isHealthyBucket(b, i, timeoutMs)) {
      candidate = i;
      successes += b.successes[i] ?? 0;
    } else break;
  }
  // Healthy means answers succeed: a stretch of empty buckets proves nothing.
  if (candidate < 0 || successes === 0) return null;
  // Healthy from the first whole bucket on: that is "at once" (the gap to the bucket edge is
  // rounding, not recovery).
  if (candidate === first) return 0;
  return Math.round(candidate * b.bucketMs - outageEndMs);
}

/** Whether any attempt was answered in the whole buckets of [from, to). */
function answeredBetween(b: OutageBuckets, from: number, to: number): boolean {
  const first = Math.ceil(from / b.bucketMs);
  const last = Math.min(b.count, Math.floor(to / b.bucketMs));
  for (let i = first; i < last; i++) {
    const answered = (b.successes[i] ?? 0) + (b.failOutage[i] ?? 0) + (b.failOverload[i] ?? 0) + (b.failTimeout[i] ?? 0);
    if (answered > 0 || (b.shortCircuited[i] ?? 0) > 0) return true;
  }
  return false;
}

export function recoveryOf(b: OutageBuckets, outageStartMs: number, outageEndMs: number, horizonMs: number, timeoutMs: number): { drainMs: number | null; recovery: Recovery } {
  if (outageEndMs <= outageStartMs) return { drainMs: null, recovery: 'no-outage' };
  if (outageEndMs >= horizonMs) return { drainMs: null, recovery: 'outage-past-horizon' };
  if (!answeredBetween(b, outageEndMs, horizonMs)) return { drainMs: null, recovery: 'no-traffic' };
  const ms = drainMs(b, outageEndMs, horizonMs, timeoutMs);
  return ms === null ? { drainMs: null, recovery: 'not-recovered' } : { drainMs: ms, recovery: 'recovered' };
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
    peakLoadRatio: peakLoadRatio(t.peakWindowCalls, capacityRps),
    ...recoveryOf(raw.buckets, t.outageStartMs, t.outageEndMs, t.horizonMs, timeoutMs),
  };
}
