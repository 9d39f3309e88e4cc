/**
 * Discrete-event model of a server under load: Poisson arrivals, C workers, FIFO queues, a client
 * deadline per request, and one of three policies for the requests that find every worker busy.
 *
 * Each request needs one of two dependencies (A, fast; B, slow) and holds a worker for its service
 * time. A pool is a set of workers with one FIFO queue:
 * - `queue`: one shared pool, an unbounded queue;
 * - `shed`: one shared pool, at most `queueMax` waiting; the next arrival is refused at once (503);
 * - `bulkhead`: B has its own pool of `slotsB` workers, A the rest; each pool queues up to `queueMax`.
 *
 * In a FIFO pool start times never decrease in arrival order, so a pool is computed in one pass:
 * each admitted request takes the earliest free worker (a binary heap of free times), and the
 * number waiting at an arrival is the admitted count minus those already started. The client
 * leaves at arrival + deadline; the server does not know (it finishes the work for nobody) unless
 * `ctxCheck` is on, in which case a request whose client is gone is dropped when it reaches a worker.
 * Pure and deterministic: the same state gives the same numbers.
 */
import { percentilesInPlace } from '../../lib/percentile.ts';
import { createRng, deriveSeed, type Rng } from '../../lib/rng.ts';
import { EVENTS_PER_PAUSE, runThrough, type Steps } from '../../lib/steps.ts';
import type { LoadSheddingState } from './params.ts';

/** A refusal costs the client about a millisecond (no worker, no queue). */
export const REJECT_MS = 1;

export type Outcome = 'ok' | 'rejected' | 'timeout';
export type Dep = 0 | 1; // 0 = A, 1 = B

export interface Request {
  /** Arrival, ms. */
  at: number;
  dep: Dep;
  /** Service time, ms. */
  service: number;
}

export interface PoolResult {
  /** Per request of the pool's input, in input order. */
  outcome: Outcome[];
  /** Client-visible time to the outcome, ms: response time, REJECT_MS, or the deadline. */
  clientMs: Float64Array;
  /** Arrival → end of the work for requests the server did serve (in time or not), else NaN. */
  serverMs: Float64Array;
  /** Whether the server did the work (a worker was used). */
  served: Uint8Array;
  /** Worker-ms spent on requests whose client had already left by completion. */
  wastedWorkMs: number;
  totalWorkMs: number;
  /** Requests dropped by the ctx check (never used a worker). */
  dropped: number;
  /** Admitted requests: arrival and start (or drop) times, both non-decreasing. */
  admittedAt: Float64Array;
  admittedStart: Float64Array;
}

/** Min-heap of worker free times. */
class FreeHeap {
  private readonly a: Float64Array;
  constructor(size: number) {
    this.a = new Float64Array(size); // all free at 0
  }
  min(): number {
    return this.a[0]!;
  }
  /** Replaces the minimum with `v` and restores the heap. */
  replaceMin(v: number): void {
    const a = this.a;
    const n = a.length;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      const c = r < n && a[r]! < a[l]! ? r : l;
      if (a[c]! >= v) break;
      a[i] = a[c]!;
      i = c;
    }
    a[i] = v;
  }
}

/** Runs one FIFO pool of `workers` over `reqs` (sorted by arrival). `queueMax` may be Infinity. */
export function runPool(reqs: readonly Request[], workers: number, queueMax: number, deadlineMs: number, ctxCheck: boolean): PoolResult {
  return runThrough(runPoolSteps(reqs, workers, queueMax, deadlineMs, ctxCheck));
}

/** runPool, pausing every EVENTS_PER_PAUSE requests (lib/steps.ts). */
function* runPoolSteps(reqs: readonly Request[], workers: number, queueMax: number, deadlineMs: number, ctxCheck: boolean): Steps<PoolResult> {
  const n = reqs.length;
  const outcome: Outcome[] = new Array<Outcome>(n);
  const clientMs = new Float64Array(n);
  const serverMs = new Float64Array(n).fill(Number.NaN);
  const served = new Uint8Array(n);
  const admittedAt = new Float64Array(n);
  const admittedStart = new Float64Array(n);
  const heap = new FreeHeap(workers);
  let admitted = 0;
  let started = 0; // admitted requests with start ≤ the current arrival
  let wastedWorkMs = 0;
  let totalWorkMs = 0;
  let dropped = 0;
  for (let i = 0; i < n; i++) {
    if (i % EVENTS_PER_PAUSE === EVENTS_PER_PAUSE - 1) yield;
    const r = reqs[i]!;
    while (started < admitted && admittedStart[started]! <= r.at) started++;
    const waiting = admitted - started;
    const free = heap.min();
    if (free > r.at && waiting >= queueMax) {
      outcome[i] = 'rejected';
      clientMs[i] = REJECT_MS;
      continue;
    }
    const start = free > r.at ? free : r.at;
    const leaves = r.at + deadlineMs;
    admittedAt[admitted] = r.at;
    admittedStart[admitted] = start;
    admitted++;
    if (ctxCheck && start >= leaves) {
      dropped++;
      outcome[i] = 'timeout';
      clientMs[i] = deadlineMs;
      continue;
    }
    const end = start + r.service;
    heap.replaceMin(end);
    served[i] = 1;
    serverMs[i] = end - r.at;
    totalWorkMs += r.service;
    if (end <= leaves) {
      outcome[i] = 'ok';
      // end ≤ at + deadline, yet end − at can round a hair above the deadline (1997.0000000000002 for 1997).
      clientMs[i] = Math.min(end - r.at, deadlineMs);
    } else {
      outcome[i] = 'timeout';
      clientMs[i] = deadlineMs;
      wastedWorkMs += r.service;
    }
  }
  return {
    outcome,
    clientMs,
    serverMs,
    served,
    wastedWorkMs,
    totalWorkMs,
    dropped,
    admittedAt: admittedAt.slice(0, admitted),
    admittedStart: admittedStart.slice(0, admitted),
  };
}

function exponential(rng: Rng, mean: number): number {
  // 1 − u is in (0, 1], so the log is finite.
  return -mean * Math.log(1 - rng.next());
}

/** The Poisson arrivals of both dependencies over the horizon, merged by time. */
export function generateRequests(s: LoadSheddingState): Request[] {
  return runThrough(generateRequestsSteps(s));
}

/** generateRequests, pausing every EVENTS_PER_PAUSE requests (lib/steps.ts). */
function* generateRequestsSteps(s: LoadSheddingState): Steps<Request[]> {
  const horizonMs = s.horizonS * 1000;
  function* stream(dep: Dep, rate: number, meanService: number): Steps<Request[]> {
    const out: Request[] = [];
    if (rate <= 0) return out;
    const arrivals = createRng(deriveSeed(s.seed, dep * 2));
    const service = createRng(deriveSeed(s.seed, dep * 2 + 1));
    const meanGap = 1000 / rate;
    let t = exponential(arrivals, meanGap);
    while (t < horizonMs) {
      out.push({ at: t, dep, service: s.dist === 'exp' ? exponential(service, meanService) : meanService });
      t += exponential(arrivals, meanGap);
      if (out.length % EVENTS_PER_PAUSE === 0) yield;
    }
    return out;
  }
  const a = yield* stream(0, s.rate, s.serviceMs);
  const b = yield* stream(1, s.rateB, s.serviceBMs);
  if (b.length === 0) return a;
  const out: Request[] = new Array<Request>(a.length + b.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < out.length; k++) out[k] = j >= b.length || (i < a.length && a[i]!.at <= b[j]!.at) ? a[i++]! : b[j++]!;
  return out;
}

export interface DepStats {
  total: number;
  ok: number;
  rejected: number;
  timeout: number;
  /** Timeouts the server still did the work for (the client was gone). */
  wasted: number;
  /** Timeouts dropped by the ctx check. */
  dropped: number;
  /** Client-visible latency percentiles over every request, ms. */
  p50: number;
  p95: number;
  p99: number;
  /** Latency percentiles of requests answered in time, ms (null when none were). */
  okP50: number | null;
  okP95: number | null;
  okP99: number | null;
  /** Arrival → end of work, p99, for requests the server served (null when none). */
  serverP99: number | null;
}

export interface TimePoint {
  /** Start of the bucket, s. */
  t: number;
  /** Outcomes of requests that arrived in the bucket, per second. */
  ok: number;
  rejected: number;
  timeout: number;
}

export interface QueuePoint {
  /** s */
  t: number;
  /** Requests waiting for a worker, A's pool (or the shared one). */
  queueA: number;
  /** B's pool (bulkhead only; 0 otherwise). */
  queueB: number;
}

export interface LoadSheddingResult {
  all: DepStats;
  /** Per dependency (B is null without B traffic). */
  a: DepStats;
  b: DepStats | null;
  /** Answered in time, per second of the horizon. */
  goodput: number;
  /** Served by the server (in time or not), per second. */
  throughput: number;
  /** Share of worker time spent on requests whose client had left. */
  wastedWorkShare: number;
  maxQueue: number;
  loadFactor: number;
  capacityRps: number;
  outcomes: TimePoint[];
  queue: QueuePoint[];
  bucketS: number;
}

/** The figures of the requests `idx` (indices into the per-request arrays). Linear: no sort. */
function statsOf(idx: ArrayLike<number>, outcome: readonly Outcome[], clientMs: Float64Array, serverMs: Float64Array, served: Uint8Array): DepStats {
  let ok = 0;
  let rejected = 0;
  let timeout = 0;
  let wasted = 0;
  const m = idx.length;
  const all = new Float64Array(m);
  const okLat = new Float64Array(m);
  const srv = new Float64Array(m);
  let nSrv = 0;
  for (let k = 0; k < m; k++) {
    const i = idx[k]!;
    const o = outcome[i]!;
    all[k] = clientMs[i]!;
    if (o === 'ok') okLat[ok++] = clientMs[i]!;
    else if (o === 'rejected') rejected++;
    else {
      timeout++;
      if (served[i]) wasted++;
    }
    if (served[i]) srv[nSrv++] = serverMs[i]!;
  }
  const [p50, p95, p99] = percentilesInPlace(all, [0.5, 0.95, 0.99]);
  const [okP50, okP95, okP99] = percentilesInPlace(okLat.subarray(0, ok), [0.5, 0.95, 0.99]);
  const [serverP99] = percentilesInPlace(srv.subarray(0, nSrv), [0.99]);
  return {
    total: m,
    ok,
    rejected,
    timeout,
    wasted,
    dropped: timeout - wasted,
    p50: p50 ?? 0,
    p95: p95 ?? 0,
    p99: p99 ?? 0,
    okP50: okP50 ?? null,
    okP95: okP95 ?? null,
    okP99: okP99 ?? null,
    serverP99: serverP99 ?? null,
  };
}

/** A bucket width giving at most ~60 buckets: 1, 2, 5, 10 s… */
export function bucketWidthS(horizonS: number): number {
  for (const w of [1, 2, 5, 10, 20, 30, 60]) if (horizonS / w <= 60) return w;
  return 60;
}

/** Queue length at sample times: admitted with arrival ≤ t minus started by t (both sorted). */
function queueSeries(pool: PoolResult | null, times: readonly number[]): number[] {
  if (!pool) return times.map(() => 0);
  const out: number[] = [];
  let arrived = 0;
  let started = 0;
  const n = pool.admittedAt.length;
  for (const t of times) {
    while (arrived < n && pool.admittedAt[arrived]! <= t) arrived++;
    while (started < n && pool.admittedStart[started]! <= t) started++;
    out.push(arrived - started);
  }
  return out;
}

function maxQueueOf(pool: PoolResult | null): number {
  if (!pool) return 0;
  // Walk arrivals and starts in time order; the queue only grows at arrivals.
  let best = 0;
  let started = 0;
  const n = pool.admittedAt.length;
  for (let i = 0; i < n; i++) {
    const t = pool.admittedAt[i]!;
    while (started < n && pool.admittedStart[started]! <= t) started++;
    const q = i + 1 - started;
    if (q > best) best = q;
  }
  return best;
}

export const QUEUE_SAMPLES = 240;

export function simulate(s: LoadSheddingState): LoadSheddingResult {
  return runThrough(simulateSteps(s));
}

/**
 * simulate as steps (lib/steps.ts): the lab's worker runs them in slices and drops a run that a newer
 * state has overtaken (a drag's steps), so the last state's run starts at once.
 */
export function* simulateSteps(s: LoadSheddingState): Steps<LoadSheddingResult> {
  const reqs = yield* generateRequestsSteps(s);
  const n = reqs.length;
  const everyone = new Int32Array(n);
  for (let i = 0; i < n; i++) everyone[i] = i;
  const idxA: number[] = [];
  const idxB: number[] = [];
  for (let i = 0; i < n; i++) (reqs[i]!.dep === 0 ? idxA : idxB).push(i);

  let poolA: PoolResult;
  let poolB: PoolResult | null = null;
  // Per request, in arrival order: one shared pool's arrays are these already; two pools' are merged.
  let outcome: Outcome[];
  let clientMs: Float64Array;
  let serverMs: Float64Array;
  let served: Uint8Array;
  let wastedWorkMs: number;
  let totalWorkMs: number;
  if (s.policy === 'bulkhead') {
    const slotsB = Math.min(s.slotsB, s.workers - 1);
    poolA = yield* runPoolSteps(idxA.map((i) => reqs[i]!), s.workers - slotsB, s.queueMax, s.deadlineMs, s.ctxCheck);
    poolB = yield* runPoolSteps(idxB.map((i) => reqs[i]!), slotsB, s.queueMax, s.deadlineMs, s.ctxCheck);
    outcome = new Array<Outcome>(n);
    clientMs = new Float64Array(n);
    serverMs = new Float64Array(n);
    served = new Uint8Array(n);
    for (const [pool, idx] of [[poolA, idxA], [poolB, idxB]] as const) {
      for (let k = 0; k < idx.length; k++) {
        const i = idx[k]!;
        outcome[i] = pool.outcome[k]!;
        clientMs[i] = pool.clientMs[k]!;
        serverMs[i] = pool.serverMs[k]!;
        served[i] = pool.served[k]!;
      }
    }
    wastedWorkMs = poolA.wastedWorkMs + poolB.wastedWorkMs;
    totalWorkMs = poolA.totalWorkMs + poolB.totalWorkMs;
  } else {
    poolA = yield* runPoolSteps(reqs, s.workers, s.policy === 'shed' ? s.queueMax : Infinity, s.deadlineMs, s.ctxCheck);
    ({ outcome, clientMs, serverMs, served, wastedWorkMs, totalWorkMs } = poolA);
  }

  yield;
  const horizonS = s.horizonS;
  const bucketS = bucketWidthS(horizonS);
  const buckets = Math.ceil(horizonS / bucketS);
  const okIn = new Float64Array(buckets);
  const rejectedIn = new Float64Array(buckets);
  const timeoutIn = new Float64Array(buckets);
  for (let i = 0; i < n; i++) {
    const k = Math.min(buckets - 1, Math.floor(reqs[i]!.at / 1000 / bucketS));
    const o = outcome[i]!;
    if (o === 'ok') okIn[k]!++;
    else if (o === 'rejected') rejectedIn[k]!++;
    else timeoutIn[k]!++;
  }
  const outcomes: TimePoint[] = Array.from({ length: buckets }, (_, k) => {
    const t = k * bucketS;
    const width = Math.min(bucketS, horizonS - t);
    return { t, ok: okIn[k]! / width, rejected: rejectedIn[k]! / width, timeout: timeoutIn[k]! / width };
  });
  const times = Array.from({ length: QUEUE_SAMPLES + 1 }, (_, k) => (k * horizonS * 1000) / QUEUE_SAMPLES);
  const qa = queueSeries(poolA, times);
  const qb = queueSeries(poolB, times);
  const queue = times.map((t, k) => ({ t: t / 1000, queueA: qa[k]!, queueB: qb[k]! }));

  yield;
  const all = statsOf(everyone, outcome, clientMs, serverMs, served);
  const a = statsOf(idxA, outcome, clientMs, serverMs, served);
  const b = idxB.length > 0 || s.rateB > 0 ? statsOf(idxB, outcome, clientMs, serverMs, served) : null;
  const load = (s.rate * s.serviceMs + s.rateB * s.serviceBMs) / 1000 / s.workers;
  const total = s.rate + s.rateB;
  const meanMs = total > 0 ? (s.rate * s.serviceMs + s.rateB * s.serviceBMs) / total : s.serviceMs;
  let servedCount = 0;
  for (let i = 0; i < n; i++) servedCount += served[i]!;
  return {
    all,
    a,
    b,
    goodput: all.ok / horizonS,
    throughput: servedCount / horizonS,
    wastedWorkShare: totalWorkMs > 0 ? wastedWorkMs / totalWorkMs : 0,
    maxQueue: Math.max(maxQueueOf(poolA), maxQueueOf(poolB)),
    loadFactor: load,
    capacityRps: (s.workers * 1000) / meanMs,
    outcomes,
    queue,
    bucketS,
  };
}
