/**
 * Closed forms the overload lab's numbers are checked against (theory.test.ts, presets.test.ts).
 */

/** Erlang C: the probability that an arrival waits in an M/M/c queue with offered load a = λ/μ < c. */
export function erlangC(c: number, a: number): number {
  if (!(a < c)) return 1;
  // Σ_{k<c} a^k/k! and a^c/c!, by a running term (no factorials, no overflow for c ≤ 10^4).
  let term = 1;
  let sum = 0;
  for (let k = 0; k < c; k++) {
    sum += term;
    term = (term * a) / (k + 1);
  }
  const last = (term * c) / (c - a);
  return last / (sum + last);
}

/** Mean wait in the queue of M/M/c, ms: C(c, a) / (cμ − λ). Rates per second. */
export function mmcWaitMs(lambda: number, mu: number, c: number): number {
  return (erlangC(c, lambda / mu) / (c * mu - lambda)) * 1000;
}

/** Mean wait in the queue of M/D/1 (Pollaczek–Khinchine), ms: ρ·S / (2(1 − ρ)). */
export function md1WaitMs(lambda: number, serviceMs: number): number {
  const rho = (lambda * serviceMs) / 1000;
  return (rho * serviceMs) / (2 * (1 - rho));
}

/** The failure share above which the gRPC retry budget stops retries: r / (1 + r). */
export function budgetThreshold(tokenRatio: number): number {
  return tokenRatio / (1 + tokenRatio);
}

/**
 * Attempts per operation with independent failures of probability p and up to n attempts, when
 * every failure is retried: (1 − pⁿ) / (1 − p). Above the budget's threshold the budget drives
 * this to 1.
 */
export function attemptsPerOperation(p: number, n: number): number {
  if (p >= 1) return n;
  let pn = 1;
  for (let i = 0; i < n; i++) pn *= p;
  return (1 - pn) / (1 - p);
}

export { throttleEquilibrium } from './throttle';
