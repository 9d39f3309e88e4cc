/**
 * Scenario "contention": the model of the simulator behind the AWS article
 * "Exponential Backoff And Jitter" (repository
 * aws-samples/aws-arch-backoff-simulator, src/backoff_simulator.py),
 * re-implemented for speed and determinism.
 *
 * The model, as in the repository:
 * - one row with a version number under optimistic concurrency control;
 * - each client wants to update the row exactly once: it reads the version,
 *   then writes conditionally on that version; a write with a stale version
 *   fails (a conflict), the client backs off and starts over with a read;
 * - every message (read request, read response, write request, write
 *   response, next read request) takes |Normal(mean = 10 ms, sd = 2 ms)| of
 *   network delay; the backoff is added to the delay of the next read
 *   request; base = 5 ms, cap = 2000 ms (the repository's defaults);
 * - the backoff exponent counts failed writes, starting at 1 for the first
 *   retry (the repository increments `attempt` before calling `backoff`);
 * - decorrelated jitter keeps its previous sleep per client, starting at base;
 * - "calls" counts write calls (the server's counter), the completion time is
 *   the time of the last event of the run (the last successful client learns
 *   about its success); each point averages `runs` runs.
 *
 * Differences, chosen for speed and cross-engine determinism:
 * - Normal variates come from a table of 4096 quantiles of N(0, 1) (at the
 *   midpoints (k + ½)/4096, i.e. truncated at ±3.7 sd), indexed by 12 random
 *   bits, instead of `random.normalvariate`. The table is computed once by
 *   bisection on a power series of the normal CDF: only + − × ÷, so it is
 *   bit-identical on every engine. One 32-bit draw gives two hops.
 * - A hop never takes less than MIN_DELAY (1 µs), see below.
 * - Only writes touch shared state in a way that needs ordering: a write that
 *   arrives at time w with a version read at time r succeeds iff no write
 *   committed in between, i.e. iff the last commit happened before r. So each
 *   write call is a single event and reads need no events at all.
 * - The article's "no backoff" is `immediate`.
 */
import { createRng, deriveSeed, type Rng } from '../../lib/rng';
import { backoffDelay } from './backoff';
import { MAX_CONTENTION_CLIENTS, type RetryStormState, type Strategy } from './params';
import { round, type SweepPoint } from './summary';
import { runThrough, type Steps } from '../../lib/steps';

/** The article's five strategies, in its order of presentation. */
export const SWEEP_STRATEGIES: readonly Strategy[] = [
  'immediate',
  'exponential',
  'full-jitter',
  'equal-jitter',
  'decorrelated-jitter',
];

/** Client counts of the sweep: 10, 20, …, 190. */
export const SWEEP_CLIENTS: readonly number[] = Array.from({ length: 19 }, (_, i) => (i + 1) * 10);

/** Backoff parameters of the repository (ms). */
export const CONTENTION_BASE_MS = 5;
export const CONTENTION_CAP_MS = 2000;

/** Number of quantiles in the normal table (12 bits per variate). */
export const NORMAL_TABLE_SIZE = 4096;
const INV_SQRT_2PI = 0.3989422804014327; // 1 / √(2π)

/** Standard normal CDF by its Maclaurin series (accurate to ~1e-12 for |x| ≤ 5). */
export function normalCdf(x: number): number {
  const x2 = (x * x) / 2;
  let term = x; // (−1)^n x^(2n+1) / (2^n n!)
  let sum = x;
  for (let n = 1; n < 200; n++) {
    term = (-term * x2) / n;
    const c = term / (2 * n + 1);
    sum += c;
    if (c < 1e-18 && c > -1e-18) break;
  }
  const p = 0.5 + sum * INV_SQRT_2PI;
  return p < 0 ? 0 : p > 1 ? 1 : p;
}

let normalTable: Float64Array | null = null;

/**
 * Quantiles of N(0, 1) at (k + ½)/NORMAL_TABLE_SIZE, k = 0 … size − 1:
 * ascending and exactly antisymmetric. Computed once, lazily (~2048 bisections).
 */
export function normalQuantiles(): Float64Array {
  if (normalTable) return normalTable;
  const size = NORMAL_TABLE_SIZE;
  const q = new Float64Array(size);
  const half = size / 2;
  for (let k = half; k < size; k++) {
    const p = (k + 0.5) / size;
    let lo = 0;
    let hi = 8;
    for (let it = 0; it < 60; it++) {
      const mid = (lo + hi) / 2;
      if (normalCdf(mid) < p) lo = mid;
      else hi = mid;
    }
    const x = (lo + hi) / 2;
    q[k] = x;
    q[size - 1 - k] = -x;
  }
  normalTable = q;
  return q;
}

const RAND_BUF = 4096;
/**
 * A network hop never takes less than 1 µs. With strictly positive hops a
 * client's next read comes strictly after its failed write, so every failure
 * needs a fresh commit by another client: at most n − 1 failures per client,
 * and every run terminates whatever the parameters.
 */
const MIN_DELAY = 0.001;
/** Ring slots of the calendar queue (slabs are mapped modulo RING). */
const RING = 4096;
const INV_RING = 1 / RING;
/** Empty slabs in a row before jumping straight to the earliest pending one. */
const JUMP_AFTER = 32;

/**
 * A random stream with its buffer of raw draws. Each sweep point has its own, so points can be
 * computed in any interleaving (by rounds, for the work bound) and still draw exactly the numbers
 * they would draw computed one after another.
 */
export class RandomStream {
  readonly rand = new Uint32Array(RAND_BUF);
  ri = RAND_BUF;
  constructor(readonly rng: Rng) {}
}

/**
 * Work bound of one contention computation (the sweep and the configured point together): at most
 * this many write calls — about 1.5 s on one core of the reference machine. Runs are done in
 * rounds over all points; a round starts only if even its worst case fits under the bound, so
 * the bound holds for every link. The article's sweep (100 runs, seed 1) needs about 15.1 million.
 */
export const CONTENTION_WORK_BOUND = 20_000_000;

/** Most write calls one run of n clients can make: each commit fails every client still pending at most once. */
export function worstCaseCalls(clients: number): number {
  const n = Math.min(Math.max(1, Math.floor(clients)), MAX_CONTENTION_CLIENTS);
  return (n * (n + 1)) / 2;
}

export interface ContentionConfig {
  strategy: Strategy;
  clients: number;
  baseMs: number;
  capMs: number;
  netMeanMs: number;
  netSdMs: number;
}

/** Result of one run. */
export interface ContentionRun {
  /** Write calls made by all clients. */
  calls: number;
  /** Time of the last event, ms. */
  completionMs: number;
}

/**
 * Reusable simulator: allocates its buffers once for up to
 * MAX_CONTENTION_CLIENTS clients, so a sweep of thousands of runs allocates
 * nothing per event or per run.
 *
 * Event queue: every client has exactly one pending event (its next write),
 * so the queue is a calendar of time slabs of width W (a bucket queue):
 * each slab's clients hang in a linked list in ring slot `slab mod RING`.
 * A slab is taken out, sorted by insertion (it holds a handful of events) and
 * processed in time order; a new event that falls into the slab being
 * processed is inserted into it in order, later ones go to their slab. W is
 * one minimal network hop, a quarter of the shortest possible gap between two
 * writes of one client, so almost every new event lands in a later slab.
 * This is several times faster than a binary heap here and gives the same
 * order (ties are processed in insertion order).
 */
export class ContentionSim {
  private readonly readAt = new Float64Array(MAX_CONTENTION_CLIENTS);
  private readonly evTime = new Float64Array(MAX_CONTENTION_CLIENTS);
  private readonly sleep = new Float64Array(MAX_CONTENTION_CLIENTS);
  private readonly fails = new Int32Array(MAX_CONTENTION_CLIENTS);
  private readonly next = new Int32Array(MAX_CONTENTION_CLIENTS);
  private readonly slabOf = new Float64Array(MAX_CONTENTION_CLIENTS);
  private readonly cur = new Int32Array(MAX_CONTENTION_CLIENTS);
  private readonly head = new Int32Array(RING).fill(-1);
  /** Hop delays for each 12-bit table index under the current mean and sd. */
  private readonly hop = new Float64Array(NORMAL_TABLE_SIZE);
  private hopMean = Number.NaN;
  private hopSd = Number.NaN;
  private minHop = MIN_DELAY;
  private stream: RandomStream | null = null;
  /** Completion time of each client in the last run (ms). */
  readonly doneAt = new Float64Array(MAX_CONTENTION_CLIENTS);

  /** Binds a random stream; buffered draws of a previous stream are discarded. */
  bind(rng: Rng): void {
    this.stream = new RandomStream(rng);
  }

  private setNetwork(mean: number, sd: number): void {
    if (mean === this.hopMean && sd === this.hopSd) return;
    const q = normalQuantiles();
    const hop = this.hop;
    let min = Infinity;
    for (let k = 0; k < NORMAL_TABLE_SIZE; k++) {
      const d = mean + sd * (q[k] as number);
      const ad = d < 0 ? -d : d; // |Normal(mean, sd)|, as in the repository
      const v = ad > MIN_DELAY ? ad : MIN_DELAY;
      hop[k] = v;
      if (v < min) min = v;
    }
    this.hopMean = mean;
    this.hopSd = sd;
    this.minHop = min;
  }

  /** One run; `source` is a stream of its own, or an Rng bound to this simulator. */
  run(cfg: ContentionConfig, source: Rng | RandomStream): ContentionRun {
    let stream: RandomStream;
    if (source instanceof RandomStream) stream = source;
    else {
      if (this.stream?.rng !== source) this.bind(source);
      stream = this.stream as RandomStream;
    }
    const rng = stream.rng;
    const rand = stream.rand;
    this.setNetwork(cfg.netMeanMs, cfg.netSdMs);
    const n = Math.min(Math.max(1, Math.floor(cfg.clients)), MAX_CONTENTION_CLIENTS);
    const { strategy, baseMs: base, capMs: cap } = cfg;
    const immediate = strategy === 'immediate';
    const { readAt, evTime, sleep, fails, next, slabOf, cur, head, doneAt, hop } = this;

    // Slab width: one minimal hop, unless hops can be tiny (huge sd), then a
    // quarter of a typical hop (correctness does not depend on the width: a
    // write landing in the current slab is inserted into it in order).
    const typical = (cfg.netMeanMs + cfg.netSdMs) / 4;
    const width = this.minHop > typical ? this.minHop : typical > MIN_DELAY ? typical : MIN_DELAY;
    const invW = 1 / width;

    // Two hops per 32-bit draw: 12-bit table indices from bits 20–31 and 4–15.
    let ri = stream.ri;

    const link = (c: number, t: number): void => {
      const slab = Math.floor(t * invW);
      slabOf[c] = slab;
      const b = slab - Math.floor(slab * INV_RING) * RING; // slab mod RING without fmod
      next[c] = head[b] as number;
      head[b] = c;
    };

    let minSlab = Infinity;
    for (let i = 0; i < n; i++) {
      if (ri > RAND_BUF - 2) {
        rng.fillU32(rand);
        ri = 0;
      }
      fails[i] = 0;
      sleep[i] = base;
      const a = rand[ri++] as number;
      const b = rand[ri++] as number;
      const r = hop[a >>> 20] as number; // read request reaches the server
      readAt[i] = r;
      // read response + write request
      const w = r + (hop[(a >>> 4) & 0xfff] as number) + (hop[b >>> 20] as number);
      evTime[i] = w;
      link(i, w);
      const sl = slabOf[i] as number;
      if (sl < minSlab) minSlab = sl;
    }

    let pending = n;
    let calls = 0;
    let lastCommit = -Infinity;
    let now = 0;
    let k = minSlab;
    let empty = 0;
    while (pending > 0) {
      // Take slab k out of its ring slot (entries of later slabs stay).
      const b = k - Math.floor(k * INV_RING) * RING;
      let p = head[b] as number;
      head[b] = -1;
      let len = 0;
      while (p >= 0) {
        const q = next[p] as number;
        if (slabOf[p] === k) {
          // insertion into cur[0..len), ordered by time, ties in arrival order
          const t = evTime[p] as number;
          let j = len++;
          while (j > 0 && (evTime[cur[j - 1] as number] as number) > t) {
            cur[j] = cur[j - 1] as number;
            j--;
          }
          cur[j] = p;
        } else {
          next[p] = head[b] as number;
          head[b] = p;
        }
        p = q;
      }
      if (len === 0) {
        if (++empty > JUMP_AFTER) {
          // Idle stretch (everyone sleeps): jump to the earliest pending slab.
          let m = Infinity;
          for (let i = 0; i < n; i++) {
            if ((fails[i] as number) >= 0 && (slabOf[i] as number) < m) m = slabOf[i] as number;
          }
          k = m;
          empty = 0;
        } else k++;
        continue;
      }
      empty = 0;
      for (let x = 0; x < len; x++) {
        const i = cur[x] as number;
        const w = evTime[i] as number;
        calls++;
        if (ri > RAND_BUF - 2) {
          rng.fillU32(rand);
          ri = 0;
        }
        const a = rand[ri++] as number;
        const back = w + (hop[a >>> 20] as number); // write response reaches the client
        if (lastCommit < (readAt[i] as number)) {
          lastCommit = w;
          doneAt[i] = back;
          if (back > now) now = back;
          fails[i] = -1; // done
          pending--;
          continue;
        }
        const f = (fails[i] as number) + 1;
        fails[i] = f;
        const pause = immediate ? 0 : backoffDelay(strategy, f, base, cap, sleep[i] as number, rng);
        sleep[i] = pause;
        const r = back + (hop[(a >>> 4) & 0xfff] as number) + pause; // next read request
        readAt[i] = r;
        const c = rand[ri++] as number;
        const t = r + (hop[c >>> 20] as number) + (hop[(c >>> 4) & 0xfff] as number); // response + write
        evTime[i] = t;
        if (Math.floor(t * invW) === k) {
          // Rare: the next write falls into the slab being processed.
          let j = len++;
          while (j > x + 1 && (evTime[cur[j - 1] as number] as number) > t) {
            cur[j] = cur[j - 1] as number;
            j--;
          }
          cur[j] = i;
        } else link(i, t);
      }
      k++;
    }
    stream.ri = ri;
    return { calls, completionMs: now };
  }
}

export function contentionConfig(s: RetryStormState, strategy: Strategy, clients: number): ContentionConfig {
  return {
    strategy,
    clients,
    baseMs: s.baseMs,
    capMs: s.capMs,
    netMeanMs: s.netMeanMs,
    netSdMs: s.netSdMs,
  };
}

/** Seed of one sweep point: independent of the order in which points are computed. */
export function pointSeed(seed: number, strategy: Strategy, clients: number): number {
  const sIdx = ['immediate', 'constant', 'exponential', 'full-jitter', 'equal-jitter', 'decorrelated-jitter'].indexOf(
    strategy,
  );
  return deriveSeed(seed, 100000 + sIdx * 1000 + clients);
}

export interface PointRequest {
  strategy: Strategy;
  clients: number;
  /** Filled with every client's completion time, run after run (n × runs entries). */
  durations?: Float64Array;
}

export interface PointResult {
  /** Averages over the runs done. */
  calls: number;
  completionMs: number;
  totalCalls: number;
}

export type SweepProgress = (done: number, total: number) => void;

/**
 * Runs up to `s.runs` runs of every point, in rounds (run r of every point, then run r + 1), and
 * stops before a round whose worst case would take the calls past CONTENTION_WORK_BOUND. Every
 * point draws from its own stream, so its first R runs are exactly the R runs it would make alone.
 */
export function runPoints(s: RetryStormState, points: readonly PointRequest[], onProgress?: SweepProgress): PointsResult {
  return runThrough(runPointsSteps(s, points, onProgress));
}

export interface PointsResult {
  results: PointResult[];
  /** Runs done of every point (fewer than asked when the work bound cut them). */
  runs: number;
  calls: number;
}

/** The same runs, pausing after each run of a point, so that a worker can drop a sweep nobody waits for. */
export function* runPointsSteps(s: RetryStormState, points: readonly PointRequest[], onProgress?: SweepProgress): Steps<PointsResult> {
  const sim = new ContentionSim();
  const streams = points.map((p) => new RandomStream(createRng(pointSeed(s.seed, p.strategy, p.clients))));
  const configs = points.map((p) => contentionConfig(s, p.strategy, p.clients));
  const calls = new Float64Array(points.length);
  const time = new Float64Array(points.length);
  let worstRound = 0;
  for (const p of points) worstRound += worstCaseCalls(p.clients);
  let total = 0;
  let runs = 0;
  const steps = points.length * s.runs;
  while (runs < s.runs && (runs === 0 || total + worstRound <= CONTENTION_WORK_BOUND)) {
    for (let i = 0; i < points.length; i++) {
      const res = sim.run(configs[i] as ContentionConfig, streams[i] as RandomStream);
      calls[i] = (calls[i] as number) + res.calls;
      time[i] = (time[i] as number) + res.completionMs;
      total += res.calls;
      const d = (points[i] as PointRequest).durations;
      if (d) {
        const n = Math.min((points[i] as PointRequest).clients, MAX_CONTENTION_CLIENTS);
        d.set(sim.doneAt.subarray(0, n), runs * n);
      }
      onProgress?.(runs * points.length + i + 1, steps);
      yield;
    }
    runs++;
  }
  if (runs < s.runs) onProgress?.(steps, steps);
  const results = points.map((_, i) => ({
    calls: (calls[i] as number) / runs,
    completionMs: (time[i] as number) / runs,
    totalCalls: calls[i] as number,
  }));
  return { results, runs, calls: total };
}

/** Runs of one point (within the work bound); returns averages and, optionally, all completion times. */
export function runContentionPoint(
  s: RetryStormState,
  strategy: Strategy,
  clients: number,
  durations?: Float64Array,
): PointResult {
  return runPoints(s, [{ strategy, clients, durations }]).results[0] as PointResult;
}

/** The article's sweep points: 5 strategies × 19 client counts, in this order. */
export function sweepRequests(): PointRequest[] {
  const out: PointRequest[] = [];
  for (const strategy of SWEEP_STRATEGIES) for (const clients of SWEEP_CLIENTS) out.push({ strategy, clients });
  return out;
}

export function toSweepPoints(requests: readonly PointRequest[], results: readonly PointResult[]): SweepPoint[] {
  return requests.map((r, i) => ({
    strategy: r.strategy,
    clients: r.clients,
    calls: round((results[i] as PointResult).calls, 1),
    completionMs: roundTime((results[i] as PointResult).completionMs),
  }));
}

/** Times to 0.1 ms, but never to zero: a log axis cannot show 0 (3 significant digits below 1 ms). */
export function roundTime(ms: number): number {
  if (ms >= 1 || ms <= 0) return round(ms, 1);
  let digits = 3;
  for (let x = ms; x < 1 && digits < 12; x *= 10) digits++;
  return round(ms, digits - 1);
}

/** The article's sweep: 19 client counts × 5 strategies × up to `runs` runs (within the work bound). */
export function runContentionSweep(s: RetryStormState, onProgress?: SweepProgress): SweepPoint[] {
  const requests = sweepRequests();
  return toSweepPoints(requests, runPoints(s, requests, onProgress).results);
}
