/**
 * The overload lab's discrete-event simulation (time in ms). Pure and deterministic: the same
 * state gives the same numbers on every engine (seeded streams from src/lib/rng.ts; events in a
 * heap ordered by time, then by a unique payload).
 *
 * Operations arrive as a Poisson stream (rate changed piecewise by a spike or a lower-rate
 * action) and are shared round-robin between `clients` client instances. An operation sends an
 * attempt; an attempt is answered by the server, rejected fast, or given up by its client at its
 * timeout (the attempt timeout, or the operation's deadline if sooner). A failed attempt may be
 * retried after a full-jitter backoff; a slow one may be hedged.
 *
 * Client side, in order: the breaker may short-circuit an attempt, the adaptive throttle may
 * reject it locally, and a retry or a hedge needs the retry budget (gRPC: tokens above half).
 * A short-circuited or throttled operation ends at once (retrying a local refusal is pointless).
 *
 * Server side: `workers` workers and one queue. A request arrives; it may be failed by the error
 * rate, rejected by the concurrency limiter (requests in the server ≥ limit) or by a full queue
 * (fast 503, REJECT_MS later); otherwise it is served now or queued. The error rate can hit the
 * requests of only a share of the clients (a partial failure: their shard is down). When a worker frees up it
 * takes the next request by the discipline:
 * - fifo: the oldest; lifo: the newest;
 * - codel: the oldest, and every request gets a queue timeout when it is queued — `interval` if
 *   the queue was empty at some moment of the last `interval`, else `target` (Facebook's variant
 *   of CoDel in "Fail at Scale", ACM Queue 2015: the short timeout applies only to a standing
 *   queue); a request still queued at its timeout is rejected (503);
 * - adaptive-lifo: the newest while the queue is standing (not empty within `interval`), the oldest
 *   otherwise, with the same CoDel timeouts (Facebook runs the two together).
 * A server that drops expired work (`dropExpired`) knows each request's deadline (propagated, as
 * gRPC does with grpc-timeout) and skips, without serving, a request whose client no longer waits
 * for it (timed out, or cancelled because another copy won) or will stop waiting before an average
 * request is done. Otherwise it serves such requests in vain: the work counts as wasted.
 *
 * Recovery actions at `actionAtS`: `shed` bounds the queue at `shedQueue` and rejects the excess
 * at once; `drop-expired` turns expired-work dropping on; `budget` turns the retry budget on (full
 * buckets); `lower-rate` multiplies the arrival rate by `lowerFactor` for `lowerS` seconds.
 */
import { createRng, deriveSeed, type Rng } from '../../lib/rng';
import { backoffDelay } from '../retry-storm/backoff';
import { Admit, createBreaker, type Breaker } from '../retry-storm/breaker';
import { EVENTS_PER_PAUSE, type Steps } from '../../lib/steps';
import { createRetryBudget, type RetryBudget } from '../retry-storm/budget';
import { EventHeap } from '../retry-storm/heap';
import { createLimiter } from './limiter';
import { MAX_OPS, meanServiceMs, rateBoundaries, rateFactorAt, type OverloadState } from './params';
import { createThrottle, type Throttle } from './throttle';

/** A fast refusal reaches the client this many ms after it was sent. */
export const REJECT_MS = 1;
/** Probes and successes of the breaker in half-open (fixed in this lab). */
const BREAKER_PROBES = 5;
/** Hedge tokens a client can save up (so a quiet spell does not allow a burst of copies). */
const HEDGE_TOKENS_MAX = 10;
/** Most buckets of a run (the charts draw them as they are). */
export const MAX_BUCKETS = 300;
/** Narrowest bucket, ms: enough operations in each for a per-bucket p99. */
export const MIN_BUCKET_MS = 200;

// Event kinds (low 3 bits of the heap payload).
const E_FINISH = 0; // attempt: service done
const E_TIMEOUT = 1; // attempt: the client stops waiting
const E_FAIL = 2; // attempt: a fast refusal reaches the client
const E_RETRY = 3; // operation: send the next attempt
const E_HEDGE = 4; // operation: maybe send a copy
const E_QEXPIRE = 5; // attempt: CoDel queue timeout
const E_ACTION = 6; // the recovery action (payload id 0)

// Attempt states.
const A_NEW = 0;
const A_QUEUED = 1;
const A_SERVING = 2;
const A_DONE = 3; // finished, rejected, dropped

// Attempt kinds.
const K_FIRST = 0;
const K_RETRY = 1;
const K_HEDGE = 2;

/** Per-bucket series (plain arrays, so they cross a worker boundary). */
export interface OverloadBuckets {
  bucketMs: number;
  count: number;
  /** New operations. */
  arrivals: number[];
  /** Attempts that reached the server (first attempts, retries and hedges). */
  sent: number[];
  retries: number[];
  hedges: number[];
  /** Operations that succeeded (by the time of the answer). */
  goodput: number[];
  /** Requests the server finished (served in time or not). */
  served: number[];
  /** Requests the server finished for nobody (the client had stopped waiting). */
  wasted: number[];
  /** Fast refusals by the server: limiter, full queue, CoDel, injected errors. */
  rejected: number[];
  /** Requests the server dropped without serving because their client no longer waited. */
  dropped: number[];
  /** Attempts the client gave up at their timeout. */
  timeouts: number[];
  /** Attempts refused on the client: breaker, throttle; and retries the budget did not allow. */
  local: number[];
  /** Operations that ended without success. */
  failed: number[];
  /** Max requests waiting in the queue during the bucket. */
  queue: number[];
  /** Max time a request served in the bucket had waited, ms. */
  queueDelayMs: number[];
  /** Concurrency limit at the end of the bucket (0 without a limiter). */
  limit: number[];
  /** Max local rejection probability of the throttle during the bucket. */
  throttleP: number[];
  /** Server capacity in the bucket, requests per second. */
  capacity: number[];
  /** Median and 99th percentile latency of the operations that succeeded in the bucket, ms (0 if none). */
  p50Ms: number[];
  p99Ms: number[];
}

/** Exact totals of a run. */
export interface OverloadTotals {
  ops: number;
  succeeded: number;
  failed: number;
  attempts: number;
  firstAttempts: number;
  retries: number;
  hedges: number;
  served: number;
  wasted: number;
  rejectedLimiter: number;
  rejectedQueue: number;
  rejectedCodel: number;
  rejectedError: number;
  dropped: number;
  timeouts: number;
  breakerRejected: number;
  throttled: number;
  budgetDenied: number;
  /** Queue wait of every request the server started (sum, ms), for the mean. */
  waitSumMs: number;
  started: number;
  /** ∫ (requests in the server) dt, ms·requests — Little's law: ÷ time = L. */
  inSystemArea: number;
  /** Σ time in the server of every request that left it (served, dropped, expired), ms. */
  sojournSumMs: number;
  departed: number;
  endMs: number;
  horizonMs: number;
  capacityRps: number;
}

export interface OverloadRaw {
  buckets: OverloadBuckets;
  totals: OverloadTotals;
  /** Latency of every successful operation, ms, in completion order. */
  latencies: Float64Array;
  /** Arrival time of every operation and whether it succeeded (phase summaries). */
  arrivals: Float64Array;
  success: Uint8Array;
}

/** Growable typed arrays for the attempts. */
class AttemptStore {
  cap: number;
  op: Int32Array;
  state: Uint8Array;
  kind: Uint8Array;
  gone: Uint8Array;
  sentAt: Float64Array;
  /** When the client stops waiting for the attempt (its timeout or the operation's deadline). */
  deadline: Float64Array;
  enqueuedAt: Float64Array;
  admittedAt: Float64Array;
  inflightAtAdmit: Int32Array;
  gen: Int32Array;
  n = 0;

  constructor(cap: number) {
    this.cap = cap;
    this.op = new Int32Array(cap);
    this.state = new Uint8Array(cap);
    this.kind = new Uint8Array(cap);
    this.gone = new Uint8Array(cap);
    this.sentAt = new Float64Array(cap);
    this.deadline = new Float64Array(cap);
    this.enqueuedAt = new Float64Array(cap);
    this.admittedAt = new Float64Array(cap);
    this.inflightAtAdmit = new Int32Array(cap);
    this.gen = new Int32Array(cap);
  }

  add(): number {
    if (this.n === this.cap) this.grow();
    return this.n++;
  }

  private grow(): void {
    const c = this.cap * 2;
    const g = <T extends Int32Array | Uint8Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(c);
      b.set(a);
      return b;
    };
    this.op = g(this.op, (n) => new Int32Array(n));
    this.state = g(this.state, (n) => new Uint8Array(n));
    this.kind = g(this.kind, (n) => new Uint8Array(n));
    this.gone = g(this.gone, (n) => new Uint8Array(n));
    this.sentAt = g(this.sentAt, (n) => new Float64Array(n));
    this.deadline = g(this.deadline, (n) => new Float64Array(n));
    this.enqueuedAt = g(this.enqueuedAt, (n) => new Float64Array(n));
    this.admittedAt = g(this.admittedAt, (n) => new Float64Array(n));
    this.inflightAtAdmit = g(this.inflightAtAdmit, (n) => new Int32Array(n));
    this.gen = g(this.gen, (n) => new Int32Array(n));
    this.cap = c;
  }
}

/** A double-ended queue of attempt ids (a ring that grows). */
class Deque {
  private a = new Int32Array(1024);
  private head = 0;
  length = 0;

  push(x: number): void {
    if (this.length === this.a.length) {
      const b = new Int32Array(this.a.length * 2);
      for (let i = 0; i < this.length; i++) b[i] = this.a[(this.head + i) % this.a.length] as number;
      this.a = b;
      this.head = 0;
    }
    this.a[(this.head + this.length) % this.a.length] = x;
    this.length++;
  }

  shift(): number {
    const x = this.a[this.head] as number;
    this.head = (this.head + 1) % this.a.length;
    this.length--;
    return x;
  }

  pop(): number {
    this.length--;
    return this.a[(this.head + this.length) % this.a.length] as number;
  }

  at(i: number): number {
    return this.a[(this.head + i) % this.a.length] as number;
  }
}

/** Poisson arrivals with a piecewise-constant rate (memoryless restart at each boundary). */
function arrivalTimes(s: OverloadState, rng: Rng): Float64Array {
  const bounds = rateBoundaries(s);
  const out: number[] = [];
  for (let i = 0; i + 1 < bounds.length && out.length < MAX_OPS; i++) {
    const from = bounds[i] as number;
    const to = bounds[i + 1] as number;
    const perMs = (s.rate * rateFactorAt(s, from)) / 1000;
    if (!(perMs > 0)) continue;
    let t = from;
    for (;;) {
      t += -Math.log(1 - rng.next()) / perMs;
      if (t >= to || out.length >= MAX_OPS) break;
      out.push(t);
    }
  }
  return Float64Array.from(out);
}

function percentileOf(sorted: Float64Array, p: number): number {
  const n = sorted.length;
  if (n === 0) return 0;
  let i = Math.ceil(p * n) - 1;
  if (i < 0) i = 0;
  if (i >= n) i = n - 1;
  return sorted[i] as number;
}

/**
 * A look into a run in progress: overloadSteps sets `buckets`, which gives the buckets the run has
 * closed so far (the one it is filling is left out). The engine is causal, so they are the start of
 * the finished run's buckets, value for value (sim.test.ts).
 */
export interface OverloadProbe {
  buckets?: () => OverloadBuckets;
}

/**
 * The same run, pausing every few thousand events (it yields nothing but the pause), so that a
 * worker can look at its messages between the steps and drop a run nobody waits for any more; and,
 * through `probe`, at the buckets closed so far (a chart that fills while the run goes on).
 */
export function* overloadSteps(s: OverloadState, probe?: OverloadProbe): Steps<OverloadRaw> {
  const horizonMs = s.horizonS * 1000;
  const arrivals = arrivalTimes(s, createRng(deriveSeed(s.seed, 1)));
  const service = createRng(deriveSeed(s.seed, 2));
  const jitter = createRng(deriveSeed(s.seed, 3));
  const chance = createRng(deriveSeed(s.seed, 4));
  const n = arrivals.length;

  const meanMs = meanServiceMs(s);
  const capacityRps = (s.workers * 1000) / meanMs;
  const trigStart = s.triggerAtS * 1000;
  const trigEnd = trigStart + s.triggerS * 1000;
  const slowdown = s.trigger === 'slowdown' ? s.triggerFactor : 1;
  const actionAt = s.action === 'none' ? Infinity : s.actionAtS * 1000;
  const attemptTimeout = s.timeoutMs;
  const deadlineMs = s.deadlineMs > 0 ? s.deadlineMs : s.timeoutMs * s.maxAttempts + s.backoffCapMs * (s.maxAttempts - 1);
  const codel = s.queue === 'codel' || s.queue === 'adaptive-lifo';
  const target = s.codelTargetMs;
  const interval = s.codelIntervalMs;

  // Mutable server policy (recovery actions change it).
  let queueMax = s.queueMax;
  let dropExpired = s.dropExpired;
  let budgetOn = s.budget;

  // Client-side protections, shared or one per client.
  const clients = Math.max(1, s.clients);
  // The clients whose requests the error rate hits (their shard is down): the first ones.
  const erringClients = Math.round(s.errorClients * clients);
  const scopeCount = (scope: string) => (scope === 'per-client' ? clients : 1);
  const makeBudgets = () => Array.from({ length: scopeCount(s.budgetScope) }, () => createRetryBudget(s.budgetTokens, s.budgetRatio));
  let budgets: RetryBudget[] = budgetOn ? makeBudgets() : [];
  const breakers: Breaker[] = s.breaker
    ? Array.from({ length: scopeCount(s.breakerScope) }, () =>
        createBreaker({
          mode: 'ratio',
          failures: 1,
          ratio: s.brkRatio,
          windowMs: s.brkWindowMs,
          minRequests: s.brkMinRequests,
          openMs: s.brkOpenMs,
          probes: BREAKER_PROBES,
          successesToClose: BREAKER_PROBES,
        }),
      )
    : [];
  const throttles: Throttle[] = s.throttle
    ? Array.from({ length: scopeCount(s.throttleScope) }, () => createThrottle(s.throttleK, s.throttleWindowS * 1000))
    : [];
  const pick = <T>(arr: T[], client: number): T => (arr.length === 1 ? (arr[0] as T) : (arr[client] as T));
  const hedgeTokens = new Float64Array(clients).fill(HEDGE_TOKENS_MAX);

  const limiter = createLimiter({
    kind: s.limiter,
    initial: s.limit,
    max: s.limitMax,
    aimdTimeoutMs: s.aimdTimeoutMs,
    aimdBackoff: s.aimdBackoff,
    gradTolerance: s.gradTolerance,
  });

  // Operations.
  const opDeadline = new Float64Array(n);
  const opAttempts = new Int32Array(n);
  const opOutstanding = new Int32Array(n);
  const opDone = new Uint8Array(n);
  const opSuccess = new Uint8Array(n);
  const opHedged = new Uint8Array(n);
  const opSleep = new Float64Array(n).fill(s.backoffBaseMs);
  const opA = new Int32Array(n).fill(-1); // current attempts (at most two: one plus its hedge)
  const opB = new Int32Array(n).fill(-1);
  const latencies: number[] = [];
  const latencyAt: number[] = [];

  const att = new AttemptStore(Math.min(1 << 16, Math.max(1024, n * 2)));
  const queue = new Deque();
  let queued = 0; // live entries in the queue (CoDel expiry removes lazily)
  let busy = 0;
  let inSystem = 0; // queued + in service
  let lastEmptyAt = 0; // last moment the queue was empty
  let areaAt = 0;

  // Buckets.
  const bucketMs = Math.max(MIN_BUCKET_MS, Math.ceil(horizonMs / MAX_BUCKETS / 100) * 100);
  const nb = Math.ceil(horizonMs / bucketMs);
  const z = () => new Float64Array(nb + 1);
  const B = {
    arrivals: z(), sent: z(), retries: z(), hedges: z(), goodput: z(), served: z(), wasted: z(), rejected: z(),
    dropped: z(), timeouts: z(), local: z(), failed: z(), queue: z(), queueDelayMs: z(), limit: z(), throttleP: z(),
  };
  const bi = (t: number): number => {
    const i = Math.floor(t / bucketMs);
    return i < 0 ? 0 : i > nb ? nb : i;
  };
  const inc = (a: Float64Array, t: number): void => {
    const i = bi(t);
    a[i] = (a[i] as number) + 1;
  };
  const gauge = (a: Float64Array, t: number, v: number): void => {
    const i = bi(t);
    if (v > (a[i] as number)) a[i] = v;
  };

  const T = {
    ops: n, succeeded: 0, failed: 0, attempts: 0, firstAttempts: 0, retries: 0, hedges: 0, served: 0, wasted: 0,
    rejectedLimiter: 0, rejectedQueue: 0, rejectedCodel: 0, rejectedError: 0, dropped: 0, timeouts: 0,
    breakerRejected: 0, throttled: 0, budgetDenied: 0, waitSumMs: 0, started: 0, inSystemArea: 0, sojournSumMs: 0,
    departed: 0,
  };

  const heap = new EventHeap(1 << 12);
  const schedule = (t: number, id: number, kind: number): void => heap.push(t, id * 8 + kind);
  if (actionAt <= horizonMs) schedule(actionAt, 0, E_ACTION);

  let now = 0;
  const advanceArea = (t: number): void => {
    T.inSystemArea += inSystem * (t - areaAt);
    areaAt = t;
  };

  const endOp = (o: number, t: number, success: boolean): void => {
    if (opDone[o]) return;
    opDone[o] = 1;
    if (success) {
      opSuccess[o] = 1;
      T.succeeded++;
      inc(B.goodput, t);
      latencies.push(t - (arrivals[o] as number));
      latencyAt.push(t);
    } else {
      T.failed++;
      inc(B.failed, t);
    }
  };

  const clientOf = (o: number): number => o % clients;

  /** The client stops waiting for attempt a (the server may still hold it). */
  const abandon = (a: number): void => {
    if (att.gone[a]) return;
    att.gone[a] = 1;
    const o = att.op[a] as number;
    opOutstanding[o] = (opOutstanding[o] as number) - 1;
    if (opA[o] === a) opA[o] = -1;
    if (opB[o] === a) opB[o] = -1;
  };

  // --- server ---------------------------------------------------------------
  const serviceTime = (t: number): number => {
    let d: number;
    if (s.serviceDist === 'fixed') d = s.serviceMs;
    else if (s.serviceDist === 'bimodal') d = service.next() < s.slowShare ? s.serviceMs * s.slowFactor : s.serviceMs;
    else d = -s.serviceMs * Math.log(1 - service.next());
    return t >= trigStart && t < trigEnd ? d * slowdown : d;
  };

  const leaveServer = (a: number, t: number): void => {
    advanceArea(t);
    inSystem--;
    T.departed++;
    T.sojournSumMs += t - (att.admittedAt[a] as number);
  };

  const reject = (a: number, t: number): void => {
    att.state[a] = A_DONE;
    inc(B.rejected, t);
    schedule(t + REJECT_MS, a, E_FAIL);
  };

  const start = (a: number, t: number): void => {
    att.state[a] = A_SERVING;
    busy++;
    T.started++;
    const wait = t - (att.enqueuedAt[a] as number);
    T.waitSumMs += wait;
    gauge(B.queueDelayMs, t, wait);
    schedule(t + serviceTime(t), a, E_FINISH);
  };

    /**
   * Queue timeout of a request queued now (CoDel): `interval` unless the queue is standing, i.e.
   * has not been empty for the last `interval` (lastEmptyAt is when it last stopped being empty).
   */
  const codelTimeout = (t: number): number => (queued === 0 || t - lastEmptyAt <= interval ? interval : target);

  const nextFromQueue = (t: number): void => {
    while (busy < s.workers && queued > 0) {
      const standing = t - lastEmptyAt > interval;
      const newest = s.queue === 'lifo' || (s.queue === 'adaptive-lifo' && standing);
      const a = newest ? queue.pop() : queue.shift();
      if (att.state[a] !== A_QUEUED) continue; // removed by its CoDel timeout
      queued--;
      if (queued === 0) lastEmptyAt = t;
      // The deadline travels with the request (grpc-timeout): work that cannot finish before it is
      // not started — the client is gone, or will be before an average request is done.
      if (dropExpired && (att.gone[a] || (att.deadline[a] as number) - t < meanMs)) {
        att.state[a] = A_DONE;
        T.dropped++;
        inc(B.dropped, t);
        leaveServer(a, t);
        limiter.sample(t, t - (att.admittedAt[a] as number), att.inflightAtAdmit[a] as number, true);
        schedule(t + REJECT_MS, a, E_FAIL); // DEADLINE_EXCEEDED to a client that still waits
        continue;
      }
      start(a, t);
    }
    // Entries removed by CoDel timeouts may still sit in the deque.
    while (queue.length > 0 && queued === 0) queue.shift();
    if (queued === 0) lastEmptyAt = t;
  };

  const arriveAtServer = (a: number, t: number): void => {
    if (s.errorRate > 0 && clientOf(att.op[a] as number) < erringClients && chance.next() < s.errorRate) {
      T.rejectedError++;
      reject(a, t);
      return;
    }
    if (inSystem >= limiter.limit()) {
      // Not admitted, so not a sample (as in concurrency-limits: no token, no RTT).
      T.rejectedLimiter++;
      reject(a, t);
      return;
    }
    if (busy >= s.workers && queued >= queueMax) {
      T.rejectedQueue++;
      reject(a, t);
      return;
    }
    advanceArea(t);
    inSystem++;
    att.admittedAt[a] = t;
    att.enqueuedAt[a] = t;
    att.inflightAtAdmit[a] = inSystem;
    if (busy < s.workers && queued === 0) {
      lastEmptyAt = t;
      if (dropExpired && (att.deadline[a] as number) - t < meanMs) {
        // Not even an idle server can finish this in time: refuse it unserved.
        att.state[a] = A_DONE;
        T.dropped++;
        inc(B.dropped, t);
        leaveServer(a, t);
        schedule(t + REJECT_MS, a, E_FAIL);
        return;
      }
      start(a, t);
      return;
    }
    const timeout = codel ? codelTimeout(t) : Infinity;
    if (queued === 0) lastEmptyAt = t; // the queue stops being empty now
    att.state[a] = A_QUEUED;
    queue.push(a);
    queued++;
    if (codel) schedule(t + timeout, a, E_QEXPIRE);
  };

  const finish = (a: number, t: number): void => {
    busy--;
    att.state[a] = A_DONE;
    T.served++;
    inc(B.served, t);
    leaveServer(a, t);
    const rtt = t - (att.admittedAt[a] as number);
    const o = att.op[a] as number;
    const clientWaits = !att.gone[a];
    limiter.sample(t, rtt, att.inflightAtAdmit[a] as number, !clientWaits);
    if (!clientWaits) {
      T.wasted++;
      inc(B.wasted, t);
    } else {
      abandon(a);
      const c = clientOf(o);
      recordOutcome(a, c, t, true);
      // The first answer wins; the other copy is cancelled (the server learns it if it drops expired work).
      const other = (opA[o] as number) >= 0 ? (opA[o] as number) : (opB[o] as number);
      if (other >= 0) abandon(other);
      endOp(o, t, true);
    }
    nextFromQueue(t);
  };

  const expire = (a: number, t: number): void => {
    if (att.state[a] !== A_QUEUED) return;
    att.state[a] = A_DONE;
    queued--;
    if (queued === 0) lastEmptyAt = t;
    T.rejectedCodel++;
    leaveServer(a, t);
    inc(B.rejected, t);
    limiter.sample(t, t - (att.admittedAt[a] as number), att.inflightAtAdmit[a] as number, true);
    schedule(t + REJECT_MS, a, E_FAIL);
  };

  // --- client ---------------------------------------------------------------
  function recordOutcome(a: number, c: number, t: number, success: boolean): void {
    if (budgetOn) {
      const b = pick(budgets, c);
      if (success) b.onSuccess();
      else b.onFailure();
    }
    if (breakers.length) pick(breakers, c).record(t, success, att.gen[a] as number);
    if (success && throttles.length) pick(throttles, c).accept(t);
  }

  /** Sends an attempt of operation o, unless the client refuses it; returns whether it went out. */
  const send = (o: number, t: number, kind: number): boolean => {
    const c = clientOf(o);
    let gen = 0;
    if (breakers.length) {
      const br = pick(breakers, c);
      if (br.admit(t) === Admit.Reject) {
        T.breakerRejected++;
        inc(B.local, t);
        return false;
      }
      gen = br.generation();
    }
    if (throttles.length) {
      const th = pick(throttles, c);
      const p = th.probability(t);
      gauge(B.throttleP, t, p);
      th.request(t);
      if (p > 0 && chance.next() < p) {
        T.throttled++;
        inc(B.local, t);
        return false;
      }
    }
    const a = att.add();
    att.op[a] = o;
    att.kind[a] = kind;
    att.state[a] = A_NEW;
    att.gone[a] = 0;
    att.sentAt[a] = t;
    att.gen[a] = gen;
    opAttempts[o] = (opAttempts[o] as number) + 1;
    opOutstanding[o] = (opOutstanding[o] as number) + 1;
    if ((opA[o] as number) < 0) opA[o] = a;
    else opB[o] = a;
    T.attempts++;
    inc(B.sent, t);
    if (kind === K_FIRST) {
      T.firstAttempts++;
      hedgeTokens[c] = Math.min(HEDGE_TOKENS_MAX, (hedgeTokens[c] as number) + s.hedgeBudget);
    } else if (kind === K_RETRY) {
      T.retries++;
      inc(B.retries, t);
    } else {
      T.hedges++;
      inc(B.hedges, t);
    }
    const left = (opDeadline[o] as number) - t;
    const until = t + (attemptTimeout < left ? attemptTimeout : left);
    att.deadline[a] = until;
    schedule(until, a, E_TIMEOUT);
    if (s.hedge && kind !== K_HEDGE && !opHedged[o] && s.hedgeDelayMs < attemptTimeout) schedule(t + s.hedgeDelayMs, o, E_HEDGE);
    arriveAtServer(a, t);
    return true;
  };

  /** An attempt failed (timed out or refused): retry if allowed, else end the operation when nothing is left. */
  const attemptFailed = (a: number, t: number): void => {
    if (att.gone[a]) return;
    const o = att.op[a] as number;
    const c = clientOf(o);
    abandon(a);
    recordOutcome(a, c, t, false);
    if (opDone[o] || (opOutstanding[o] as number) > 0) return;
    retryOrFail(o, t);
  };

  const retryOrFail = (o: number, t: number): void => {
    const c = clientOf(o);
    const tries = opAttempts[o] as number;
    if (tries >= s.maxAttempts) {
      endOp(o, t, false);
      return;
    }
    if (budgetOn && !pick(budgets, c).allowRetry()) {
      T.budgetDenied++;
      inc(B.local, t);
      endOp(o, t, false);
      return;
    }
    const delay = backoffDelay('full-jitter', tries - 1, s.backoffBaseMs, s.backoffCapMs, opSleep[o] as number, jitter);
    const at = t + delay;
    if (at >= (opDeadline[o] as number)) {
      endOp(o, t, false);
      return;
    }
    schedule(at, o, E_RETRY);
  };

  const hedge = (o: number, t: number): void => {
    if (opDone[o] || opHedged[o] || (opOutstanding[o] as number) === 0) return;
    if ((opAttempts[o] as number) >= s.maxAttempts) return;
    const c = clientOf(o);
    if ((hedgeTokens[c] as number) < 1) return;
    if (budgetOn && !pick(budgets, c).allowRetry()) return; // gRPC: hedges draw on the retry budget too
    opHedged[o] = 1;
    hedgeTokens[c] = (hedgeTokens[c] as number) - 1;
    send(o, t, K_HEDGE);
  };

  const act = (t: number): void => {
    switch (s.action) {
      case 'shed': {
        queueMax = Math.min(queueMax, s.shedQueue);
        // Reject what the queue holds beyond the bound, the oldest first: their clients are the
        // likeliest to have given up already.
        while (queued > queueMax && queue.length > 0) {
          const a = queue.shift();
          if (att.state[a] !== A_QUEUED) continue;
          att.state[a] = A_DONE;
          queued--;
          T.rejectedQueue++;
          leaveServer(a, t);
          inc(B.rejected, t);
          schedule(t + REJECT_MS, a, E_FAIL);
        }
        if (queued === 0) lastEmptyAt = t;
        break;
      }
      case 'drop-expired':
        dropExpired = true;
        break;
      case 'budget':
        if (!budgetOn) {
          budgetOn = true;
          budgets = makeBudgets();
        }
        break;
      default:
        break;
    }
  };

  /**
   * The first `count` buckets as plain arrays, with latency percentiles per bucket of completion.
   * Reads the run's state and changes none of it: a probe calls it midway.
   */
  const bucketsUpTo = (count: number): OverloadBuckets => {
    const p50 = new Array<number>(count).fill(0);
    const p99 = new Array<number>(count).fill(0);
    let j = 0;
    for (let b = 0; b < count; b++) {
      const from = j;
      while (j < latencyAt.length && bi(latencyAt[j] as number) === b) j++;
      if (j > from) {
        const slice = Float64Array.from(latencies.slice(from, j)).sort();
        p50[b] = percentileOf(slice, 0.5);
        p99[b] = percentileOf(slice, 0.99);
      }
    }
    const arr = (a: Float64Array) => Array.from(a.subarray(0, count));
    // Carry the limit forward across buckets without events.
    const limit = arr(B.limit);
    for (let b = 1; b < count; b++) if (limit[b] === 0 && s.limiter !== 'none') limit[b] = limit[b - 1] as number;
    const capacity = new Array<number>(count);
    for (let b = 0; b < count; b++) {
      const a0 = b * bucketMs;
      const a1 = a0 + bucketMs;
      const lo = Math.max(a0, trigStart);
      const hi = Math.min(a1, trigEnd);
      const slow = s.trigger === 'slowdown' && hi > lo ? (hi - lo) / bucketMs : 0;
      capacity[b] = capacityRps * (1 - slow) + (capacityRps / slowdown) * slow;
    }
    return {
      bucketMs,
      count,
      arrivals: arr(B.arrivals),
      sent: arr(B.sent),
      retries: arr(B.retries),
      hedges: arr(B.hedges),
      goodput: arr(B.goodput),
      served: arr(B.served),
      wasted: arr(B.wasted),
      rejected: arr(B.rejected),
      dropped: arr(B.dropped),
      timeouts: arr(B.timeouts),
      local: arr(B.local),
      failed: arr(B.failed),
      queue: arr(B.queue),
      queueDelayMs: arr(B.queueDelayMs),
      limit,
      throttleP: arr(B.throttleP),
      capacity,
      p50Ms: p50,
      p99Ms: p99,
    };
  };
  if (probe) probe.buckets = () => bucketsUpTo(bi(now));

  // --- main loop ------------------------------------------------------------
  let next = 0;
  let untilPause = EVENTS_PER_PAUSE;
  for (;;) {
    if (--untilPause === 0) {
      untilPause = EVENTS_PER_PAUSE;
      yield;
    }
    const ht = heap.peekTime();
    if (next < n && (arrivals[next] as number) <= ht) {
      const o = next++;
      now = arrivals[o] as number;
      opDeadline[o] = now + deadlineMs;
      inc(B.arrivals, now);
      if (!send(o, now, K_FIRST)) endOp(o, now, false);
    } else if (heap.size > 0) {
      const v = heap.peekValue();
      heap.pop();
      now = ht;
      const id = v >> 3;
      switch (v & 7) {
        case E_FINISH:
          finish(id, now);
          break;
        case E_TIMEOUT:
          if (!att.gone[id]) {
            T.timeouts++;
            inc(B.timeouts, now);
            attemptFailed(id, now);
          }
          break;
        case E_FAIL:
          attemptFailed(id, now);
          break;
        case E_RETRY:
          if (!opDone[id] && !send(id, now, K_RETRY)) endOp(id, now, false);
          break;
        case E_HEDGE:
          hedge(id, now);
          break;
        case E_QEXPIRE:
          expire(id, now);
          break;
        case E_ACTION:
          act(now);
          break;
      }
    } else break;
    const bIdx = bi(now);
    const lim = limiter.limit();
    B.limit[bIdx] = Number.isFinite(lim) ? lim : 0;
    if (queued > (B.queue[bIdx] as number)) B.queue[bIdx] = queued;
  }
  advanceArea(now);

  // The last bucket gathers everything after the horizon (the tail of the last operations).
  const buckets = bucketsUpTo(Math.max(nb, Math.min(bi(now) + 1, nb + 1)));
  return {
    buckets,
    totals: { ...T, endMs: now, horizonMs, capacityRps },
    latencies: Float64Array.from(latencies),
    arrivals,
    success: opSuccess,
  };
}
