/**
 * Retry amplification across layers: closed forms and a seeded Monte Carlo that must agree.
 *
 * Layers 1…L sit between the user and the dependency; layer i calls layer i + 1, layer L calls the
 * dependency, which fails every call independently with probability p. Layer i makes up to a_i
 * attempts and stops at the first success.
 *
 * Closed form, from the bottom up. Let f_{L+1} = p be the probability that one call to the
 * dependency fails. A call into layer i fails only if all its a_i attempts fail, and the attempts
 * are independent, so f_i = f_{i+1}^{a_i}. Attempt k + 1 happens only if the first k failed, so
 * the expected number of attempts is
 *     g(f, a) = 1 + f + … + f^{a−1} = (1 − f^a) / (1 − f)   (and a when f = 1).
 * Whether attempt k happens depends only on earlier attempts, so by Wald's identity the expected
 * dependency load of one call into layer i is m_i = g(f_{i+1}, a_i) · m_{i+1}, with m_{L+1} = 1.
 * The load per user request is m_1; the calls that reach layer i + 1 per user request are
 * c_{i+1} = c_i · g(f_{i+1}, a_i) with c_1 = 1. The worst case (p = 1) is the product of the a_i.
 *
 * Guards:
 * - budget (gRPC retryThrottling, one bucket per layer): tokens start at maxTokens, a failed attempt
 *   costs 1, a successful one adds tokenRatio, a retry (not a first attempt) goes only while
 *   tokens > maxTokens / 2. Under a sustained failure the tokens run out after maxTokens / 2 retries
 *   and the layer makes one attempt per call: its factor tends to 1. In general the bucket keeps
 *   retrying only while f < tokenRatio / (1 + tokenRatio), where the expected load 1 / (1 − f) is
 *   below 1 + tokenRatio: the budget caps the layer's amplification near 1 + tokenRatio.
 * - breaker (one per layer, on the calls down): opens after `brkFailures` failed calls in a row;
 *   while open every call is refused at once and the refusal is not retried (ErrOpen is fatal);
 *   after openS one probe goes down, success closes, failure re-opens. User requests arrive at `rps`
 *   per second (all calls of one request happen at its arrival time). Under a sustained failure only
 *   the probes pass: one call down per openS seconds.
 */
import { createRng, deriveSeed } from '../../lib/rng.ts';
import { CircuitBreaker } from '../circuit-breaker/breaker.ts';
import { type Guard, type RetryAmpState, attemptsOf, guardsOf } from './params.ts';

/** Expected attempts of one call that makes up to `a` attempts, each failing with probability f. */
export function expectedAttempts(f: number, a: number): number {
  if (f >= 1) return a;
  return (1 - Math.pow(f, a)) / (1 - f);
}

export interface ClosedForm {
  /** c[i]: calls arriving at layer i + 1 per user request (c[0] = 1); c[L] is the dependency's load. */
  calls: number[];
  /** failure probability of a call into layer i + 1; fail[L] = p. */
  fail: number[];
  /** Expected load on the dependency per user request. */
  load: number;
  /** Share of user requests that succeed: 1 − f_1. */
  success: number;
  /** p = 1: the product of attempts. */
  worst: number;
}

/** The exact expectation without guards (budgets and breakers ignored). */
export function closedForm(p: number, attempts: readonly number[]): ClosedForm {
  const L = attempts.length;
  const fail = new Array<number>(L + 1).fill(0);
  fail[L] = p;
  for (let i = L - 1; i >= 0; i--) fail[i] = Math.pow(fail[i + 1]!, attempts[i]!);
  const calls = new Array<number>(L + 1).fill(0);
  calls[0] = 1;
  for (let i = 0; i < L; i++) calls[i + 1] = calls[i]! * expectedAttempts(fail[i + 1]!, attempts[i]!);
  return { calls, fail, load: calls[L]!, success: 1 - fail[0]!, worst: attempts.reduce((a, b) => a * b, 1) };
}

/**
 * Steady-state estimate under a sustained total failure (p = 1) with guards: a budget layer makes
 * one attempt per call; a breaker layer lets one probe per openS seconds through.
 * Returns calls per user request arriving at each layer and the dependency (index L), long-run.
 */
export function sustainedFailureEstimate(s: RetryAmpState): number[] {
  const attempts = attemptsOf(s);
  const guards = guardsOf(s);
  const L = attempts.length;
  const calls = new Array<number>(L + 1).fill(0);
  calls[0] = 1;
  for (let i = 0; i < L; i++) {
    const g = guards[i]!;
    if (g === 'breaker') calls[i + 1] = Math.min(calls[i]! * attempts[i]!, 1 / (s.openS * s.rps));
    else if (g === 'budget') calls[i + 1] = calls[i]!;
    else calls[i + 1] = calls[i]! * attempts[i]!;
  }
  return calls;
}

export interface LayerStats {
  /** Mean calls per user request arriving at this layer (index L: the dependency). */
  mean: number;
  /** Standard error of that mean. */
  se: number;
  /** Retries refused by this layer's budget, per user request. */
  budgetDenied: number;
  /** Calls down refused by this layer's open breaker, per user request. */
  shortCircuited: number;
}

export interface AmpResult {
  /** User requests actually simulated (≤ requested; reduced to bound the work). */
  n: number;
  reduced: boolean;
  layers: LayerStats[];
  /** Share of user requests that got a success. */
  success: number;
  closed: ClosedForm;
  guarded: boolean;
  /** Long-run estimate under sustained failure, when p = 1 and some layer is guarded. */
  sustained: number[] | null;
  /** Mean dependency load per user request over the last tenth of the run (after the transient). */
  tailLoad: number;
}

/** Upper bound on dependency calls per run: keeps one recomputation well under a second. */
export const WORK_LIMIT = 4_000_000;

export function simulate(s: RetryAmpState): AmpResult {
  const attempts = attemptsOf(s);
  const guards = guardsOf(s);
  const L = attempts.length;
  const closed = closedForm(s.p, attempts);
  const n = Math.max(1, Math.min(s.requests, Math.floor(WORK_LIMIT / Math.max(1, closed.calls.reduce((a, b) => a + b, 0)))));
  const rng = createRng(deriveSeed(s.seed, 7));
  const threshold = s.p * 4294967296; // a u32 below this is a failure
  const tokens = new Array<number>(L).fill(s.maxTokens);
  const half = s.maxTokens / 2;
  const breakers = guards.map((g) =>
    g === 'breaker'
      ? new CircuitBreaker({
          mode: 'consecutive',
          failures: s.brkFailures,
          ratio: 1,
          windowMs: 1000,
          minRequests: 1,
          openMs: s.openS * 1000,
          probes: 1,
          successesToClose: 1,
        })
      : null,
  );
  const count = new Float64Array(L + 1);
  const sum = new Float64Array(L + 1);
  const sumSq = new Float64Array(L + 1);
  const denied = new Float64Array(L);
  const refused = new Float64Array(L);
  let now = 0;
  let ok = 0;
  let tail = 0;
  const tailFrom = n - Math.max(1, Math.floor(n / 10));

  const call = (i: number): boolean => {
    count[i]!++;
    if (i === L) return rng.u32() >= threshold;
    const a = attempts[i]!;
    const g: Guard = guards[i]!;
    const brk = breakers[i];
    for (let k = 0; k < a; k++) {
      if (k > 0 && g === 'budget' && !(tokens[i]! > half)) {
        denied[i]!++;
        return false;
      }
      const ticket = brk ? brk.admit(now) : null;
      if (brk && !ticket) {
        refused[i]!++;
        return false; // ErrOpen: not retried
      }
      const success = call(i + 1);
      if (g === 'budget') tokens[i] = success ? Math.min(s.maxTokens, tokens[i]! + s.tokenRatio) : Math.max(0, tokens[i]! - 1);
      if (brk && ticket) brk.record(now, ticket, success ? 'success' : 'failure');
      if (success) return true;
    }
    return false;
  };

  const before = new Float64Array(L + 1);
  for (let r = 0; r < n; r++) {
    now = (r / s.rps) * 1000;
    before.set(count);
    if (call(0)) ok++;
    for (let i = 0; i <= L; i++) {
      const x = count[i]! - before[i]!;
      sum[i]! += x;
      sumSq[i]! += x * x;
    }
    if (r >= tailFrom) tail += count[L]! - before[L]!;
  }

  const layers: LayerStats[] = [];
  for (let i = 0; i <= L; i++) {
    const mean = sum[i]! / n;
    const variance = n > 1 ? Math.max(0, (sumSq[i]! - n * mean * mean) / (n - 1)) : 0;
    layers.push({ mean, se: Math.sqrt(variance / n), budgetDenied: i < L ? denied[i]! / n : 0, shortCircuited: i < L ? refused[i]! / n : 0 });
  }
  const guarded = guards.some((g) => g !== 'none');
  return {
    n,
    reduced: n < s.requests,
    layers,
    success: ok / n,
    closed,
    guarded,
    sustained: guarded && s.p >= 1 ? sustainedFailureEstimate(s) : null,
    tailLoad: tail / (n - tailFrom),
  };
}
