/**
 * The circuit breaker of the circuit-breaker lab: closed → open → half-open → closed (or open again).
 *
 * It differs from the retry-storm breaker in what the lab is about:
 * - an outcome is `success`, `failure` or `excluded` (neither: like `IsExcluded` in gobreaker v2.4.0+), so
 *   the learner's classification of 4xx, 429, cancellations, 5xx and timeouts matters;
 * - every transition starts a new generation; an outcome of a call admitted in an older generation
 *   is ignored (a slow answer that arrives after the breaker opened does not spoil the new count);
 * - the open → half-open transition happens at exactly `openedAt + openMs` (gobreaker's `State()`
 *   also looks at the clock), and every transition is reported with its time, for the timeline.
 *
 * Closed: mode `consecutive` trips on `failures` failures in a row (a success resets the run, an
 * excluded outcome does not touch it); mode `ratio` keeps a sliding window of `windowMs` as a ring
 * of 10 buckets and trips on a failure when the window holds ≥ `minRequests` counted outcomes and
 * failures / (failures + successes) ≥ `ratio`.
 * Half-open: at most `probes` calls in flight; the first failed probe re-opens, `successesToClose`
 * successful probes close (with clean counters).
 */
export type BreakerMode = 'off' | 'consecutive' | 'ratio';
export type BreakerState = 'closed' | 'open' | 'half-open';
export type Outcome = 'success' | 'failure' | 'excluded';

export interface BreakerConfig {
  mode: BreakerMode;
  /** consecutive: failures in a row that trip. */
  failures: number;
  /** ratio: share of failures (0…1] that trips. */
  ratio: number;
  windowMs: number;
  minRequests: number;
  openMs: number;
  /** half-open: calls in flight at most. */
  probes: number;
  successesToClose: number;
}

/** What `admit` hands out for a call it lets through; pass it back to `record`. */
export interface Ticket {
  generation: number;
  probe: boolean;
}

export interface Transition {
  at: number;
  from: BreakerState;
  to: BreakerState;
}

const BUCKETS = 10;

export class CircuitBreaker {
  private st: BreakerState = 'closed';
  private gen = 0;
  private openedAt = 0;
  private run = 0;
  private inFlight = 0;
  private probeOk = 0;
  private readonly bucketMs: number;
  private readonly ok = new Float64Array(BUCKETS);
  private readonly bad = new Float64Array(BUCKETS);
  private bucket = 0;
  private winOk = 0;
  private winBad = 0;
  readonly transitions: Transition[] = [];

  constructor(readonly cfg: BreakerConfig) {
    this.bucketMs = Math.max(1, cfg.windowMs / BUCKETS);
  }

  /** The state at `now` (applies the timed open → half-open transition). */
  state(now: number): BreakerState {
    this.tick(now);
    return this.st;
  }

  get generation(): number {
    return this.gen;
  }

  /** A ticket when the call may go, `null` when it is short-circuited. */
  admit(now: number): Ticket | null {
    if (this.cfg.mode === 'off') return { generation: this.gen, probe: false };
    this.tick(now);
    if (this.st === 'closed') return { generation: this.gen, probe: false };
    if (this.st === 'open') return null;
    if (this.inFlight >= this.cfg.probes) return null;
    this.inFlight++;
    return { generation: this.gen, probe: true };
  }

  record(now: number, ticket: Ticket, outcome: Outcome): void {
    if (this.cfg.mode === 'off') return;
    this.tick(now);
    if (ticket.generation !== this.gen) return;
    if (this.st === 'half-open') {
      if (!ticket.probe) return;
      this.inFlight = Math.max(0, this.inFlight - 1);
      if (outcome === 'failure') this.move(now, 'open');
      else if (outcome === 'success' && ++this.probeOk >= this.cfg.successesToClose) this.move(now, 'closed');
      return;
    }
    if (this.st !== 'closed' || outcome === 'excluded') return;
    if (this.cfg.mode === 'consecutive') {
      if (outcome === 'success') this.run = 0;
      else if (++this.run >= this.cfg.failures) this.move(now, 'open');
      return;
    }
    this.slide(now);
    const j = this.bucket % BUCKETS;
    if (outcome === 'success') {
      this.ok[j] = (this.ok[j] ?? 0) + 1;
      this.winOk++;
      return;
    }
    this.bad[j] = (this.bad[j] ?? 0) + 1;
    this.winBad++;
    const total = this.winOk + this.winBad;
    if (total >= this.cfg.minRequests && this.winBad >= this.cfg.ratio * total) this.move(now, 'open');
  }

  /** Counted outcomes in the sliding window (ratio mode), for tests and the UI. */
  windowCounts(now: number): { ok: number; failed: number } {
    this.slide(now);
    return { ok: this.winOk, failed: this.winBad };
  }

  private tick(now: number): void {
    if (this.st === 'open' && now >= this.openedAt + this.cfg.openMs) {
      this.move(this.openedAt + this.cfg.openMs, 'half-open');
    }
  }

  private move(at: number, to: BreakerState): void {
    this.transitions.push({ at, from: this.st, to });
    this.st = to;
    this.gen++;
    this.inFlight = 0;
    this.probeOk = 0;
    if (to === 'open') this.openedAt = at;
    if (to === 'closed') {
      this.run = 0;
      this.ok.fill(0);
      this.bad.fill(0);
      this.winOk = 0;
      this.winBad = 0;
      this.bucket = Math.floor(at / this.bucketMs);
    }
  }

  private slide(now: number): void {
    const idx = Math.floor(now / this.bucketMs);
    if (idx <= this.bucket) return;
    const steps = Math.min(BUCKETS, idx - this.bucket);
    for (let i = 1; i <= steps; i++) {
      const j = (this.bucket + i) % BUCKETS;
      this.winOk -= this.ok[j] ?? 0;
      this.winBad -= this.bad[j] ?? 0;
      this.ok[j] = 0;
      this.bad[j] = 0;
    }
    this.bucket = idx;
  }
}
