/**
 * The circuit-breaker lab's model: a stream of user calls (and, in the `bot` profile, a bot's bad
 * requests) to one dependency through one breaker, in model time, deterministic for a seed.
 *
 * The dependency is healthy (background 5xx only) except in its bad phase: one outage, or a series
 * of short outages (flapping). During an outage `failPct` % of calls fail the chosen way (fast 5xx,
 * a hang until the caller's timeout, or 429). With `restartRps` > 0 the dependency does not come
 * back by itself when its outage ends: it stays down until a whole second passes in which at most
 * `restartRps` calls reached it (a service that cannot start under full load).
 * Every call is one of: ok, 5xx, timeout, 429, 4xx (the bot), cancelled (the user left). The
 * learner decides which of them the breaker counts as failures; the rest are excluded (neither
 * success nor failure), ok is a success.
 */
import { createRng, deriveSeed } from '../../lib/rng.ts';
import { type BreakerConfig, type BreakerState, CircuitBreaker, type Outcome, type Ticket } from './breaker.ts';
import type { CircuitBreakerState } from './params.ts';

export type CallKind = 'ok' | '5xx' | 'timeout' | '429' | '4xx' | 'cancelled';

export interface Bucket {
  /** Start of the bucket, seconds. */
  t: number;
  ok: number;
  /** 5xx, timeouts and 429: the dependency did not cope. */
  failed: number;
  /** 4xx and cancellations: the request's or the client's doing. */
  other: number;
  /** Short-circuited by the breaker: never reached the dependency. */
  rejected: number;
}

export interface Interval<S extends string = string> {
  from: number;
  to: number;
  state: S;
}

export interface CbSummary {
  userCalls: number;
  userOk: number;
  reached: number;
  shortCircuited: number;
  /** Calls that reached the dependency and got 5xx, 429 or a timeout. */
  depFailures: number;
  /** Outcomes the breaker counted as failures (its classification). */
  counted: number;
  trips: number;
  openMs: number;
  halfOpenMs: number;
  downMs: number;
  /** Calls per second that reached the dependency while it was down. */
  loadWhileDown: number;
  /** When the dependency came back for the last time (ms), null if it is down at the end or never was. */
  recoveredAt: number | null;
  /** How long after `recoveredAt` the breaker closed; 0 if it was closed then; null if it did not close. */
  closeDelayMs: number | null;
  /** Seconds callers spent waiting on calls that failed (5xx, 429, timeouts). */
  waitedOnFailuresS: number;
}

export interface CbResult {
  horizonMs: number;
  bucketMs: number;
  buckets: Bucket[];
  breaker: Interval<BreakerState>[];
  /** Intervals in which the dependency was down. */
  down: Interval<'down'>[];
  /** The bot's visit, if any. */
  bot: Interval<'bot'> | null;
  summary: CbSummary;
}

/** Binary min-heap of completion times with an index payload. */
class Completions {
  private keys: number[] = [];
  private vals: number[] = [];
  get size(): number {
    return this.keys.length;
  }
  peek(): number {
    return this.keys.length > 0 ? (this.keys[0] as number) : Infinity;
  }
  push(key: number, val: number): void {
    const keys = this.keys;
    const vals = this.vals;
    let i = keys.length;
    keys.push(key);
    vals.push(val);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pk = keys[p] as number;
      if (pk < key || (pk === key && (vals[p] as number) <= val)) break;
      keys[i] = pk;
      vals[i] = vals[p] as number;
      i = p;
    }
    keys[i] = key;
    vals[i] = val;
  }
  pop(): number {
    const keys = this.keys;
    const vals = this.vals;
    const top = vals[0] as number;
    const lastK = keys.pop() as number;
    const lastV = vals.pop() as number;
    const n = keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= n) break;
        const r = l + 1;
        let c = l;
        if (r < n && ((keys[r] as number) < (keys[l] as number) || ((keys[r] as number) === (keys[l] as number) && (vals[r] as number) < (vals[l] as number)))) c = r;
        const ck = keys[c] as number;
        if (ck > lastK || (ck === lastK && (vals[c] as number) >= lastV)) break;
        keys[i] = ck;
        vals[i] = vals[c] as number;
        i = c;
      }
      keys[i] = lastK;
      vals[i] = lastV;
    }
    return top;
  }
}

export function breakerConfig(s: CircuitBreakerState): BreakerConfig {
  return {
    mode: s.mode,
    failures: s.failures,
    ratio: s.ratioPct / 100,
    windowMs: s.windowS * 1000,
    minRequests: s.minRequests,
    openMs: s.openS * 1000,
    probes: s.probes,
    successesToClose: s.successes,
  };
}

/** The scheduled outages (before any cold start), clipped to the horizon. */
export function scheduledOutages(s: CircuitBreakerState): { from: number; to: number }[] {
  const horizon = s.horizonS * 1000;
  const start = s.phaseStartS * 1000;
  const end = Math.min(horizon, start + s.phaseDurS * 1000);
  if (s.profile === 'bot' || end <= start || start >= horizon) return [];
  if (s.profile === 'outage') return [{ from: start, to: end }];
  const out: { from: number; to: number }[] = [];
  const period = s.flapPeriodS * 1000;
  const downFor = Math.min(s.flapDownS * 1000, period);
  for (let k = 0; start + k * period < end; k++) {
    const from = start + k * period;
    out.push({ from, to: Math.min(end, from + downFor) });
    if (downFor >= period) {
      // Down for the whole period: one outage.
      out.length = 0;
      out.push({ from: start, to: end });
      break;
    }
  }
  return out;
}

function countsAsFailure(s: CircuitBreakerState, kind: CallKind): boolean {
  switch (kind) {
    case 'ok':
      return false;
    case '5xx':
      return s.count5xx;
    case 'timeout':
      return s.countTimeout;
    case '429':
      return s.count429;
    case '4xx':
      return s.count4xx;
    case 'cancelled':
      return s.countCancelled;
  }
}

export function classify(s: CircuitBreakerState, kind: CallKind): Outcome {
  if (countsAsFailure(s, kind)) return 'failure';
  return kind === 'ok' ? 'success' : 'excluded';
}

const KIND_CODES: readonly CallKind[] = ['ok', '5xx', 'timeout', '429', '4xx', 'cancelled'];

export function simulate(s: CircuitBreakerState): CbResult {
  const horizon = s.horizonS * 1000;
  const bucketMs = Math.max(1000, Math.ceil(s.horizonS / 120) * 1000);
  const nb = Math.ceil(horizon / bucketMs);
  const buckets: Bucket[] = Array.from({ length: nb }, (_, i) => ({ t: (i * bucketMs) / 1000, ok: 0, failed: 0, other: 0, rejected: 0 }));
  const userRng = createRng(deriveSeed(s.seed, 1));
  const botRng = createRng(deriveSeed(s.seed, 2));
  const outcomeRng = createRng(deriveSeed(s.seed, 3));
  const breaker = new CircuitBreaker(breakerConfig(s));

  // --- the dependency's health over time --------------------------------------------------------
  const outages = scheduledOutages(s);
  let outageIdx = 0;
  let scheduled = false;
  let cold = false;
  let coldSince = 0;
  let checkedSec = 0; // seconds [0, checkedSec) were looked at for a cold start
  const perSecond = new Uint32Array(Math.ceil(horizon / 1000) + 1);
  const down: Interval<'down'>[] = [];
  let downSince = -1;
  const setDown = (at: number) => {
    const now = scheduled || cold;
    if (now && downSince < 0) downSince = at;
    if (!now && downSince >= 0) {
      if (at > downSince) down.push({ from: downSince, to: at, state: 'down' });
      downSince = -1;
    }
  };
  const advanceTo = (t: number) => {
    for (;;) {
      const o = outages[outageIdx];
      const edge = o ? (scheduled ? o.to : o.from) : Infinity;
      const check = cold ? (checkedSec + 1) * 1000 : Infinity;
      const next = Math.min(edge, check);
      if (next > t) break;
      if (check <= edge) {
        const sec = checkedSec;
        checkedSec++;
        if (sec * 1000 >= coldSince && (perSecond[sec] ?? 0) <= s.restartRps) cold = false;
        setDown(check);
      } else if (!scheduled) {
        scheduled = true;
        setDown(edge);
      } else {
        scheduled = false;
        outageIdx++;
        if (s.restartRps > 0) {
          cold = true;
          coldSince = edge;
          checkedSec = Math.max(checkedSec, Math.ceil(edge / 1000));
        }
        setDown(edge);
      }
    }
    if (!cold) checkedSec = Math.max(checkedSec, Math.floor(t / 1000));
  };

  // --- arrivals ---------------------------------------------------------------------------------
  const expGap = (rng: ReturnType<typeof createRng>, rate: number) => (-Math.log(1 - rng.next()) / rate) * 1000;
  let nextUser = expGap(userRng, s.rps);
  const botFrom = s.profile === 'bot' ? s.phaseStartS * 1000 : Infinity;
  const botTo = s.profile === 'bot' ? Math.min(horizon, botFrom + s.phaseDurS * 1000) : -Infinity;
  let nextBot = s.profile === 'bot' && s.botRps > 0 && botTo > botFrom ? botFrom + expGap(botRng, s.botRps) : Infinity;
  if (nextBot >= botTo) nextBot = Infinity;

  // --- calls in flight ----------------------------------------------------------------------------
  const heap = new Completions();
  const flightKind: number[] = [];
  const flightTicket: Ticket[] = [];
  const free: number[] = [];

  const sum: CbSummary = {
    userCalls: 0,
    userOk: 0,
    reached: 0,
    shortCircuited: 0,
    depFailures: 0,
    counted: 0,
    trips: 0,
    openMs: 0,
    halfOpenMs: 0,
    downMs: 0,
    loadWhileDown: 0,
    recoveredAt: null,
    closeDelayMs: null,
    waitedOnFailuresS: 0,
  };
  let reachedWhileDown = 0;

  const dispatch = (t: number, bot: boolean) => {
    const b = buckets[Math.min(nb - 1, Math.floor(t / bucketMs))]!;
    if (!bot) sum.userCalls++;
    const ticket = breaker.admit(t);
    if (!ticket) {
      b.rejected++;
      sum.shortCircuited++;
      return;
    }
    const isDown = scheduled || cold;
    let kind: CallKind;
    if (bot) kind = '4xx';
    else if (outcomeRng.next() * 100 < s.cancelPct) kind = 'cancelled';
    else if (isDown && outcomeRng.next() * 100 < s.failPct) kind = s.failKind;
    else kind = outcomeRng.next() * 100 < s.baseErrPct ? '5xx' : 'ok';
    let duration = s.latencyMs;
    if (kind === 'timeout' || (kind !== 'cancelled' && s.latencyMs >= s.timeoutMs)) {
      kind = 'timeout';
      duration = s.timeoutMs;
    } else if (kind === 'cancelled') duration = Math.min(s.latencyMs, s.timeoutMs) / 2;
    sum.reached++;
    if (isDown) reachedWhileDown++;
    const sec = Math.floor(t / 1000);
    perSecond[sec] = (perSecond[sec] ?? 0) + 1;
    if (kind === 'ok') {
      b.ok++;
      if (!bot) sum.userOk++;
    } else if (kind === '5xx' || kind === 'timeout' || kind === '429') {
      b.failed++;
      sum.depFailures++;
      sum.waitedOnFailuresS += duration / 1000;
    } else b.other++;
    if (countsAsFailure(s, kind)) sum.counted++;
    const slot = free.length > 0 ? free.pop()! : flightKind.length;
    flightKind[slot] = KIND_CODES.indexOf(kind);
    flightTicket[slot] = ticket;
    heap.push(t + duration, slot);
  };

  for (;;) {
    const tc = heap.peek();
    const t = Math.min(nextUser, nextBot, tc);
    if (!(t < horizon)) break;
    advanceTo(t);
    if (tc === t) {
      const slot = heap.pop();
      breaker.record(t, flightTicket[slot]!, classify(s, KIND_CODES[flightKind[slot]!]!));
      free.push(slot);
    } else if (nextUser === t) {
      dispatch(t, false);
      nextUser = t + expGap(userRng, s.rps);
    } else {
      dispatch(t, true);
      nextBot = t + expGap(botRng, s.botRps);
      if (nextBot >= botTo) nextBot = Infinity;
    }
  }
  advanceTo(horizon);
  if (downSince >= 0) down.push({ from: downSince, to: horizon, state: 'down' });
  breaker.state(horizon);

  // --- the breaker's states as intervals --------------------------------------------------------
  const intervals: Interval<BreakerState>[] = [];
  let from = 0;
  let state: BreakerState = 'closed';
  for (const tr of breaker.transitions) {
    if (tr.at >= horizon) break;
    if (tr.at > from) intervals.push({ from, to: tr.at, state });
    from = tr.at;
    state = tr.to;
  }
  intervals.push({ from, to: horizon, state });
  for (const iv of intervals) {
    if (iv.state === 'open') sum.openMs += iv.to - iv.from;
    if (iv.state === 'half-open') sum.halfOpenMs += iv.to - iv.from;
  }
  sum.trips = breaker.transitions.filter((tr) => tr.to === 'open' && tr.at < horizon).length;
  sum.downMs = down.reduce((a, d) => a + d.to - d.from, 0);
  sum.loadWhileDown = sum.downMs > 0 ? reachedWhileDown / (sum.downMs / 1000) : 0;
  const last = down.at(-1);
  if (last && last.to < horizon) {
    sum.recoveredAt = last.to;
    const at = intervals.find((iv) => iv.from <= last.to && last.to < iv.to);
    if (at?.state === 'closed') sum.closeDelayMs = 0;
    else {
      const closed = intervals.find((iv) => iv.state === 'closed' && iv.from > last.to);
      sum.closeDelayMs = closed ? closed.from - last.to : null;
    }
  }

  return {
    horizonMs: horizon,
    bucketMs,
    buckets,
    breaker: intervals,
    down,
    bot: s.profile === 'bot' && botTo > botFrom ? { from: botFrom, to: botTo, state: 'bot' } : null,
    summary: sum,
  };
}

/** The same scenario with the breaker switched off: what the dependency would get without it. */
export function simulateWithBaseline(s: CircuitBreakerState): { result: CbResult; baseline: CbResult | null } {
  const result = simulate(s);
  const baseline = s.mode === 'off' ? null : simulate({ ...s, mode: 'off' });
  return { result, baseline };
}
