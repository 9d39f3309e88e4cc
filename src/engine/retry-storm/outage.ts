/**
 * Scenario "outage and recovery": a discrete-event simulation (time in ms) of
 * many clients calling one dependency through a client library with retries,
 * an optional retry budget and an optional shared circuit breaker.
 *
 * Dependency model: `concurrency` workers serve a FIFO queue; one request
 * takes serviceMs = concurrency · 1000 / capacity, so the throughput is
 * exactly `capacity` requests per second. The server does NOT know that a
 * client has given up: a request whose client timed out while it waited is
 * still dequeued and served (wasted work). This is what real servers usually
 * do and what makes metastable failures self-sustaining: once the queueing
 * delay exceeds the client timeout, every unit of capacity is spent on
 * answers nobody waits for, while the clients' retries keep the queue full.
 *
 * Because service is FIFO with a constant service time, the start time of
 * each admitted request is known on arrival: start = max(arrival, finish of
 * the request admitted `concurrency` places earlier). The server therefore
 * needs no events of its own; each attempt costs at most two events (send
 * and resolve) and O(1) work besides the queue of events: a resolve waits in a
 * sorted lane of its kind, a backoff sleep in a heap (SortedLane). Events are
 * unique (time, operation · 2 + kind) pairs under a total order, so the
 * processing order — and every number — depends only on the state, never on
 * where an event waited.
 *
 * Outage window [outageStart, outageStart + outage): attempts that arrive are
 * answered with a fast 503 (mode `fail-fast`, after FAIL_FAST_MS, optionally
 * with Retry-After) or hang until the client's per-attempt timeout (mode
 * `hang`). Requests admitted before the outage are served normally.
 *
 * The run lasts until every operation has ended: new operations arrive only
 * within the horizon, and each operation is bounded by its attempts and
 * deadline, so the tail after the horizon is bounded too.
 */
import { createRng, deriveSeed, type Rng } from '../../lib/rng';
import { backoffDelay } from './backoff';
import { createBreaker, Admit, type BreakerMode } from './breaker';
import { createRetryBudget } from './budget';
import { EventHeap } from './heap';
import { operationCount, type RetryStormState } from './params';
import { EVENTS_PER_PAUSE, runThrough, type Steps } from '../../lib/steps';

/** Latency of a fast 503 (outage or full queue), ms. */
export const FAIL_FAST_MS = 1;
/** Upper bound on the number of buckets in a run. */
export const MAX_BUCKETS = 2000;
/** Width of the window in which the peak offered load is measured, ms. */
export const PEAK_WINDOW_MS = 100;

/** An append-only list of non-decreasing times. */
export class TimeLog {
  private a = new Float64Array(1024);
  length = 0;

  push(t: number): void {
    if (this.length === this.a.length) {
      const b = new Float64Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = t;
  }

  at(i: number): number {
    return this.a[i] as number;
  }

  /** How many times are < x (binary search; the log is sorted). */
  countBelow(x: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.a[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** How many times are ≤ x. */
  countAtMost(x: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.a[mid] as number) <= x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** How many times lie in [from, to). */
  countIn(from: number, to: number): number {
    return to > from ? this.countBelow(to) - this.countBelow(from) : 0;
  }
}

/**
 * Most times of a sorted log inside one window [a, a + w) that does not
 * overlap [downFrom, downTo) (the outage; pass an empty interval for none).
 * The best window can be taken to start at a logged time, or to end exactly
 * where the outage begins (it may then start before 0: nothing was sent there).
 */
export function maxInWindow(log: TimeLog, w: number, downFrom: number, downTo: number): number {
  const n = log.length;
  const down = downTo > downFrom;
  let best = 0;
  let j = 0;
  for (let i = 0; i < n; i++) {
    const a = log.at(i);
    if (j < i) j = i;
    while (j < n && log.at(j) < a + w) j++;
    if (down && a + w > downFrom && a < downTo) continue;
    if (j - i > best) best = j - i;
  }
  if (down) best = Math.max(best, log.countIn(downFrom - w, downFrom));
  return best;
}

/** Per-bucket series (plain arrays so results cross a worker boundary). */
export interface OutageBuckets {
  bucketMs: number;
  count: number;
  /** First attempts sent to the dependency. */
  firstAttempts: number[];
  /** Retries sent to the dependency. */
  retries: number[];
  /** Successful attempts (each ends an operation). */
  successes: number[];
  /** Failed attempts caused by the outage (503 or hang). */
  failOutage: number[];
  /** Failed attempts caused by overload: queue full, or timed out while still queued. */
  failOverload: number[];
  /** Failed attempts that timed out while being served (or were cut by the deadline). */
  failTimeout: number[];
  /** Retries not sent because the retry budget was exhausted. */
  rejectedByBudget: number[];
  /** Attempts short-circuited by an open breaker (not sent). */
  shortCircuited: number[];
  /** Operations that ended without success. */
  gaveUp: number[];
  /** Max attempts in flight (sent, not yet answered) during the bucket. */
  inFlight: number[];
  /** Max requests waiting in the dependency's queue. */
  queued: number[];
  /** Max queueing delay of requests admitted in the bucket, ms. */
  queueDelayMs: number[];
  /** Dependency capacity available in the bucket, requests per second (0 while down). */
  capacity: number[];
}

/** The bucket series with Russian labels, for charts and legends. */
export const BUCKET_SERIES: readonly {
  key: Exclude<keyof OutageBuckets, 'bucketMs' | 'count'>;
  label: string;
  /** `count`: events in the bucket; `gauge`: maximum (or level) within the bucket. */
  kind: 'count' | 'gauge';
}[] = [
  { key: 'firstAttempts', label: 'Первые попытки', kind: 'count' },
  { key: 'retries', label: 'Ретраи', kind: 'count' },
  { key: 'successes', label: 'Успешные ответы', kind: 'count' },
  { key: 'failOutage', label: 'Ошибки: сбой', kind: 'count' },
  { key: 'failOverload', label: 'Ошибки: перегрузка и очередь', kind: 'count' },
  { key: 'failTimeout', label: 'Ошибки: таймаут попытки', kind: 'count' },
  { key: 'rejectedByBudget', label: 'Ретраи, отклонённые бюджетом', kind: 'count' },
  { key: 'shortCircuited', label: 'Отклонено брейкером', kind: 'count' },
  { key: 'gaveUp', label: 'Операции, завершённые ошибкой', kind: 'count' },
  { key: 'inFlight', label: 'Попыток в полёте (макс.)', kind: 'gauge' },
  { key: 'queued', label: 'Очередь зависимости (макс.)', kind: 'gauge' },
  { key: 'queueDelayMs', label: 'Ожидание в очереди, мс (макс.)', kind: 'gauge' },
  { key: 'capacity', label: 'Ёмкость зависимости, запр/с', kind: 'gauge' },
];

/** Exact totals of a run (the summary is derived from these). */
export interface OutageTotals {
  logicalOps: number;
  firstAttempts: number;
  retries: number;
  successes: number;
  failOutage: number;
  failOverload: number;
  failTimeout: number;
  rejectedByBudget: number;
  shortCircuited: number;
  /** Operations by how they ended. */
  endSuccess: number;
  endAttempts: number;
  endDeadline: number;
  endBudget: number;
  endBreaker: number;
  /** Requests the dependency finished within the run (by `endMs`). */
  served: number;
  /**
   * Of those, requests whose client had already given up when the answer was
   * ready: capacity spent on nobody. Requests still queued when the run ends
   * are not counted — that work was never done.
   */
  wastedWork: number;
  /**
   * Most attempts sent in any PEAK_WINDOW_MS window that lies outside the
   * outage; null when the dependency was down for the whole run.
   */
  peakWindowCalls: number | null;
  breakerTrips: number;
  /** Time of the last event, ms. */
  endMs: number;
  horizonMs: number;
  outageStartMs: number;
  outageEndMs: number;
  serviceMs: number;
}

export interface OutageRaw {
  buckets: OutageBuckets;
  totals: OutageTotals;
  /** Completion time of every operation (end − start), ms, in operation order. */
  durations: Float64Array;
}

// Attempt result codes (low 3 bits) + Retry-After flag.
const R_SUCCESS = 0;
const R_OUTAGE = 1;
const R_OVERLOAD = 2;
const R_TIMEOUT = 3;
const R_RETRY_AFTER = 8;

// Event kinds (low bit of the heap payload).
const E_SEND = 0;
const E_RESOLVE = 1;

const SERIES = [
  'firstAttempts',
  'retries',
  'successes',
  'failOutage',
  'failOverload',
  'failTimeout',
  'rejectedByBudget',
  'shortCircuited',
  'gaveUp',
] as const;
const GAUGES = ['inFlight', 'queued', 'queueDelayMs'] as const;
type SeriesKey = (typeof SERIES)[number];
type GaugeKey = (typeof GAUGES)[number];

const S_FIRST = 0;
const S_RETRY = 1;
const S_SUCCESS = 2;
const S_OUTAGE = 3;
const S_OVERLOAD = 4;
const S_TIMEOUT = 5;
const S_BUDGET = 6;
const S_BREAKER = 7;
const S_GAVEUP = 8;
const G_INFLIGHT = 0;
const G_QUEUED = 1;
const G_QDELAY = 2;

/**
 * Events that come due in the order they are scheduled: a ring buffer whose (time, payload) pairs
 * never decrease, so the earliest is always at its head. A resolve scheduled a fixed delay after
 * "now" (a timeout, a fast 503) or at the server's finish time (FIFO service finishes in admission
 * order) lands after every earlier one of its kind: those go here, O(1) each, instead of through the
 * heap, which then holds only the backoff sleeps. Half the events of a run are resolves; the heap's
 * sifting was the run's largest cost.
 */
export class SortedLane {
  private keys = new Float64Array(1024);
  private vals = new Int32Array(1024);
  private head = 0;
  size = 0;
  private lastKey = 0;
  private lastVal = 0;

  /** Whether (t, v) can go last without breaking the order. */
  accepts(t: number, v: number): boolean {
    return this.size === 0 || t > this.lastKey || (t === this.lastKey && v >= this.lastVal);
  }

  push(t: number, v: number): void {
    if (this.size === this.keys.length) this.grow();
    const i = (this.head + this.size) % this.keys.length;
    this.keys[i] = t;
    this.vals[i] = v;
    this.size++;
    this.lastKey = t;
    this.lastVal = v;
  }

  /** Time of the earliest event (Infinity when empty). */
  peekTime(): number {
    return this.size > 0 ? (this.keys[this.head] as number) : Infinity;
  }

  peekValue(): number {
    return this.vals[this.head] as number;
  }

  shift(): void {
    this.head = (this.head + 1) % this.keys.length;
    this.size--;
  }

  private grow(): void {
    const n = this.keys.length;
    const keys = new Float64Array(n * 2);
    const vals = new Int32Array(n * 2);
    for (let j = 0; j < this.size; j++) {
      keys[j] = this.keys[(this.head + j) % n] as number;
      vals[j] = this.vals[(this.head + j) % n] as number;
    }
    this.keys = keys;
    this.vals = vals;
    this.head = 0;
  }
}

/** Whether (ta, va) comes before (tb, vb): the events' total order. */
function before(ta: number, va: number, tb: number, vb: number): boolean {
  return ta < tb || (ta === tb && va < vb);
}

/** Growable bucket grid: doubles the bucket size when time runs past the last bucket. */
class Grid {
  bucketMs: number;
  counts: Float64Array[];
  gauges: Float64Array[];
  maxIndex = 0;

  constructor(horizonMs: number) {
    this.bucketMs = Math.max(1, Math.ceil(horizonMs / MAX_BUCKETS));
    this.counts = SERIES.map(() => new Float64Array(MAX_BUCKETS));
    this.gauges = GAUGES.map(() => new Float64Array(MAX_BUCKETS));
  }

  index(t: number): number {
    let i = Math.floor(t / this.bucketMs);
    while (i >= MAX_BUCKETS) {
      this.merge();
      i = Math.floor(t / this.bucketMs);
    }
    if (i > this.maxIndex) this.maxIndex = i;
    return i;
  }

  add(series: number, t: number): void {
    const a = this.counts[series] as Float64Array;
    const i = this.index(t);
    a[i] = (a[i] as number) + 1;
  }

  gauge(g: number, t: number, v: number): void {
    const a = this.gauges[g] as Float64Array;
    const i = this.index(t);
    if (v > (a[i] as number)) a[i] = v;
  }

  private merge(): void {
    const half = MAX_BUCKETS / 2;
    for (const a of this.counts) {
      for (let i = 0; i < half; i++) a[i] = (a[2 * i] as number) + (a[2 * i + 1] as number);
      a.fill(0, half);
    }
    for (const a of this.gauges) {
      for (let i = 0; i < half; i++) {
        const x = a[2 * i] as number;
        const y = a[2 * i + 1] as number;
        a[i] = x > y ? x : y;
      }
      a.fill(0, half);
    }
    this.bucketMs *= 2;
    this.maxIndex = Math.floor(this.maxIndex / 2);
  }
}

function arrivalTimes(s: RetryStormState, n: number, rng: Rng): Float64Array {
  const times = new Float64Array(n);
  if (s.arrival === 'burst') return times;
  // 'window': uniform over [0, window). 'rate': a Poisson stream of rate r
  // conditioned on n arrivals is n uniform points over [0, n / r) — no
  // logarithms needed.
  const span = s.arrival === 'window' ? s.windowS * 1000 : (n / s.rate) * 1000;
  for (let i = 0; i < n; i++) times[i] = rng.next() * span;
  times.sort();
  return times;
}

export function simulateOutage(s: RetryStormState): OutageRaw {
  return runThrough(outageSteps(s));
}

/**
 * Where a run stands at a pause. Events are handled in time order and every write to the buckets
 * is at the time of the event being handled or later (an operation that would outlive its deadline
 * while sleeping is ended at the deadline, ahead of the clock): so the buckets that end by
 * `settledMs` hold their final counts — up to the grid doubling its bucket width later, which
 * only adds neighbouring buckets together (a run that goes past its horizon).
 */
export interface OutagePause {
  /** Time of the event handled last, ms. */
  clockMs: number;
  /** Start of the bucket the clock is in: every bucket before it is settled. */
  settledMs: number;
  /** The buckets as they stand (those from `settledMs` on may still change). */
  buckets: () => OutageBuckets;
}

/**
 * The same run, pausing every few thousand events (it yields nothing but the pause), so that a
 * worker can look at its messages between the steps and drop a run nobody waits for any more.
 * `atPause`, if given, is told at each pause where the run stands (a preview of a long run).
 */
/** The run's horizon and the outage's window in ms (known before the run: a preview's axes). */
export function outageWindow(s: RetryStormState): { horizonMs: number; outageStartMs: number; outageEndMs: number } {
  const outageStartMs = s.outageStartS * 1000;
  return { horizonMs: s.horizonS * 1000, outageStartMs, outageEndMs: outageStartMs + s.outageS * 1000 };
}

export function* outageSteps(s: RetryStormState, atPause?: (pause: OutagePause) => void): Steps<OutageRaw> {
  const n = operationCount(s);
  const { horizonMs, outageStartMs: outStart, outageEndMs: outEnd } = outageWindow(s);
  const failFast = s.outageMode === 'fail-fast';
  const retryAfterFlag = failFast && s.retryAfterMs > 0 ? R_RETRY_AFTER : 0;
  const honorRetryAfter = s.honorRetryAfter;
  const retryAfterMs = s.retryAfterMs;
  const k = s.concurrency;
  const serviceMs = (k * 1000) / s.capacity;
  const queueMax = s.queueMax;
  const maxAttempts = s.maxAttempts;
  const timeoutMs = s.timeoutMs;
  const deadlineMs = s.deadlineMs > 0 ? s.deadlineMs : Infinity;
  const strategy = s.strategy;
  const base = s.baseMs;
  const cap = s.capMs;

  const arrivals = arrivalTimes(s, n, createRng(deriveSeed(s.seed, 1)));
  const jitter = createRng(deriveSeed(s.seed, 2));
  const budget = s.budget ? createRetryBudget(s.budgetTokens, s.budgetRatio) : null;
  const breakerMode: BreakerMode = s.breaker;
  const breaker = createBreaker({
    mode: breakerMode,
    failures: s.brkFailures,
    ratio: s.brkRatio,
    windowMs: s.brkWindowMs,
    minRequests: s.brkMinRequests,
    openMs: s.brkOpenMs,
    probes: s.brkProbes,
    successesToClose: s.brkSuccesses,
  });
  const breakerOn = breakerMode !== 'off';

  // Per-operation state (one attempt in flight per operation at most).
  const attempts = new Int32Array(n);
  const prevSleep = new Float64Array(n).fill(base);
  const result = new Uint8Array(n);
  const admittedIn = new Int32Array(n); // breaker generation each attempt was admitted in
  const durations = new Float64Array(n);

  // Dependency: finish times of the last k admitted requests (ring), and the
  // start times of admitted requests still waiting (FIFO ring, sorted).
  const finishRing = new Float64Array(k);
  let admitted = 0;
  const qCap = Math.min(queueMax, n * maxAttempts) + 1;
  const qStart = new Float64Array(qCap);
  let qHead = 0;
  let qTail = 0;

  const grid = new Grid(horizonMs);
  const heap = new EventHeap(Math.min(n, 1 << 16) + 1);
  // While handling an event taken from the heap, its slot is still at the top:
  // the first event scheduled by the handler replaces it (one sift instead of two).
  let topIsStale = false;
  const schedule = (t: number, v: number): void => {
    if (topIsStale) {
      topIsStale = false;
      heap.replaceTop(t, v);
    } else heap.push(t, v);
  };
  // Resolves in the lane of their kind while it stays sorted (SortedLane), the heap otherwise.
  const finishLane = new SortedLane(); // at the server's finish time
  const timeoutLane = new SortedLane(); // a per-attempt timeout after the send
  const fastLane = new SortedLane(); // a fast 503 (outage or full queue)
  const scheduleResolve = (lane: SortedLane, t: number, v: number): void => {
    if (lane.accepts(t, v)) lane.push(t, v);
    else schedule(t, v);
  };

  const t0 = {
    firstAttempts: 0, retries: 0, successes: 0, failOutage: 0, failOverload: 0, failTimeout: 0,
    rejectedByBudget: 0, shortCircuited: 0, endSuccess: 0, endAttempts: 0, endDeadline: 0,
    endBudget: 0, endBreaker: 0,
  };
  // Finish times of admitted requests (all, and those nobody waits for): FIFO with a constant
  // service time finishes requests in admission order, so both logs are sorted.
  const finishLog = new TimeLog();
  const vainLog = new TimeLog();
  // Send times while the dependency is up, for the peak-load window.
  const sendLog = new TimeLog();
  let inFlight = 0;
  let now = 0; // time of the event being handled (the clock)
  let lastTime = 0;

  const endOp = (op: number, t: number, startedAt: number, success: boolean): void => {
    durations[op] = t - startedAt;
    if (t > lastTime) lastTime = t;
    if (!success) grid.add(S_GAVEUP, t);
  };

  // Operations are numbered in arrival order: the sorted arrival times are their start times.
  const startAt = arrivals;

  const send = (op: number, t: number): void => {
    const st = startAt[op] as number;
    const deadlineAt = st + deadlineMs;
    if (breakerOn) {
      if (breaker.admit(t) === Admit.Reject) {
        t0.shortCircuited++;
        grid.add(S_BREAKER, t);
        t0.endBreaker++;
        endOp(op, t, st, false);
        return;
      }
      admittedIn[op] = breaker.generation();
    }
    const a = (attempts[op] as number) + 1;
    attempts[op] = a;
    if (a === 1) {
      t0.firstAttempts++;
      grid.add(S_FIRST, t);
    } else {
      t0.retries++;
      grid.add(S_RETRY, t);
    }
    inFlight++;
    grid.gauge(G_INFLIGHT, t, inFlight);
    const up = t < outStart || t >= outEnd;
    if (up) sendLog.push(t);
    const left = deadlineAt - t;
    const effTimeout = timeoutMs < left ? timeoutMs : left;
    let resolveAt: number;
    let code: number;
    let lane: SortedLane;
    if (!up) {
      if (failFast) {
        resolveAt = t + (FAIL_FAST_MS < effTimeout ? FAIL_FAST_MS : effTimeout);
        code = FAIL_FAST_MS <= effTimeout ? R_OUTAGE | retryAfterFlag : R_TIMEOUT;
        lane = fastLane;
      } else {
        resolveAt = t + effTimeout;
        code = R_OUTAGE;
        lane = timeoutLane;
      }
    } else {
      while (qHead < qTail && (qStart[qHead % qCap] as number) <= t) qHead++;
      const qlen = qTail - qHead;
      if (qlen >= queueMax) {
        resolveAt = t + (FAIL_FAST_MS < effTimeout ? FAIL_FAST_MS : effTimeout);
        code = R_OVERLOAD;
        lane = fastLane;
      } else {
        const slot = admitted % k;
        admitted++;
        const free = finishRing[slot] as number;
        const start = free > t ? free : t;
        const finish = start + serviceMs;
        finishRing[slot] = finish;
        finishLog.push(finish);
        if (start > t) {
          qStart[qTail % qCap] = start;
          qTail++;
          grid.gauge(G_QUEUED, t, qTail - qHead);
        }
        grid.gauge(G_QDELAY, t, start - t);
        if (finish - t <= effTimeout) {
          resolveAt = finish;
          code = R_SUCCESS;
          lane = finishLane;
        } else {
          resolveAt = t + effTimeout;
          code = start - t >= effTimeout ? R_OVERLOAD : R_TIMEOUT;
          vainLog.push(finish);
          lane = timeoutLane;
        }
      }
    }
    result[op] = code;
    scheduleResolve(lane, resolveAt, op * 2 + E_RESOLVE);
  };

  const resolve = (op: number, t: number): void => {
    inFlight--;
    const st = startAt[op] as number;
    const code = result[op] as number;
    const kind = code & 7;
    const success = kind === R_SUCCESS;
    if (budget) {
      if (success) budget.onSuccess();
      else budget.onFailure();
    }
    if (breakerOn) breaker.record(t, success, admittedIn[op] as number);
    if (success) {
      t0.successes++;
      grid.add(S_SUCCESS, t);
      t0.endSuccess++;
      endOp(op, t, st, true);
      return;
    }
    if (kind === R_OUTAGE) {
      t0.failOutage++;
      grid.add(S_OUTAGE, t);
    } else if (kind === R_OVERLOAD) {
      t0.failOverload++;
      grid.add(S_OVERLOAD, t);
    } else {
      t0.failTimeout++;
      grid.add(S_TIMEOUT, t);
    }
    const deadlineAt = st + deadlineMs;
    if (t >= deadlineAt) {
      t0.endDeadline++;
      endOp(op, t, st, false);
      return;
    }
    const a = attempts[op] as number;
    if (a >= maxAttempts) {
      t0.endAttempts++;
      endOp(op, t, st, false);
      return;
    }
    if (budget && !budget.allowRetry()) {
      t0.rejectedByBudget++;
      grid.add(S_BUDGET, t);
      t0.endBudget++;
      endOp(op, t, st, false);
      return;
    }
    // Exponent of the first retry is 0, so its ceiling is `base`.
    let delay = backoffDelay(strategy, a - 1, base, cap, prevSleep[op] as number, jitter);
    prevSleep[op] = delay;
    if (honorRetryAfter && (code & R_RETRY_AFTER) !== 0 && delay < retryAfterMs) delay = retryAfterMs;
    const at = t + delay;
    if (at >= deadlineAt) {
      // The context would expire while sleeping: the operation ends at its deadline.
      t0.endDeadline++;
      endOp(op, deadlineAt, st, false);
      return;
    }
    schedule(at, op * 2 + E_SEND);
  };

  const lanes = [finishLane, timeoutLane, fastLane];
  let next = 0; // next arrival
  let untilPause = EVENTS_PER_PAUSE;
  for (;;) {
    if (--untilPause === 0) {
      untilPause = EVENTS_PER_PAUSE;
      if (atPause) {
        const clockMs = now;
        atPause({ clockMs, settledMs: Math.floor(clockMs / grid.bucketMs) * grid.bucketMs, buckets: () => bucketsOf(grid, s, horizonMs, outStart, outEnd) });
      }
      yield;
    }
    // The earliest scheduled event: the heap's top or a lane's head, whichever comes first.
    let ht = heap.peekTime();
    let hv = heap.peekValue(); // -1: the heap is empty (payloads are ≥ 0)
    let from: SortedLane | null = null;
    for (const lane of lanes) {
      if (lane.size === 0) continue;
      const lt = lane.peekTime();
      const lv = lane.peekValue();
      if (hv < 0 || before(lt, lv, ht, hv)) {
        ht = lt;
        hv = lv;
        from = lane;
      }
    }
    if (next < n && (arrivals[next] as number) <= ht) {
      now = arrivals[next] as number;
      send(next, now);
      next++;
    } else if (hv >= 0) {
      now = ht;
      const op = hv >> 1;
      if (from) {
        from.shift();
        if ((hv & 1) === E_SEND) send(op, now);
        else resolve(op, now);
      } else {
        topIsStale = true;
        if ((hv & 1) === E_SEND) send(op, now);
        else resolve(op, now);
        if (topIsStale) {
          topIsStale = false;
          heap.pop();
        }
      }
    } else break;
    if (now > lastTime) lastTime = now;
  }

  return {
    buckets: bucketsOf(grid, s, horizonMs, outStart, outEnd),
    totals: {
      logicalOps: n,
      ...t0,
      served: finishLog.countAtMost(lastTime),
      wastedWork: vainLog.countAtMost(lastTime),
      peakWindowCalls: outStart <= 0 && outEnd >= lastTime ? null : maxInWindow(sendLog, PEAK_WINDOW_MS, outStart, outEnd),
      breakerTrips: breaker.trips(),
      endMs: lastTime,
      horizonMs,
      outageStartMs: outStart,
      outageEndMs: outEnd,
      serviceMs,
    },
    durations,
  };
}

/** The grid's buckets as plain arrays: at least the horizon's, and every one written to. */
function bucketsOf(grid: Grid, s: RetryStormState, horizonMs: number, outStart: number, outEnd: number): OutageBuckets {
  const bucketMs = grid.bucketMs;
  const count = Math.max(grid.maxIndex + 1, Math.min(MAX_BUCKETS, Math.ceil(horizonMs / bucketMs)));
  return {
    bucketMs,
    count,
    ...(Object.fromEntries(
      SERIES.map((key, i) => [key, Array.from((grid.counts[i] as Float64Array).subarray(0, count))]),
    ) as Record<SeriesKey, number[]>),
    ...(Object.fromEntries(
      GAUGES.map((key, i) => [key, Array.from((grid.gauges[i] as Float64Array).subarray(0, count))]),
    ) as Record<GaugeKey, number[]>),
    capacity: capacitySeries(count, bucketMs, s.capacity, outStart, outEnd),
  };
}

/** Capacity per bucket: full capacity scaled by the share of the bucket outside the outage. */
function capacitySeries(count: number, bucketMs: number, capacity: number, outStart: number, outEnd: number): number[] {
  const out = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    const a = i * bucketMs;
    const b = a + bucketMs;
    const lo = a > outStart ? a : outStart;
    const hi = b < outEnd ? b : outEnd;
    const down = hi > lo ? hi - lo : 0;
    out[i] = (capacity * (bucketMs - down)) / bucketMs;
  }
  return out;
}
