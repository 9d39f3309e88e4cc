/**
 * Client-side adaptive throttling from Google's SRE book ("Handling Overload"): each client keeps,
 * over a sliding window, `requests` — what the application asked to send — and `accepts` — what
 * the backend accepted; a new request is rejected locally with probability
 *
 *     max(0, (requests − K · accepts) / (requests + 1)).
 *
 * At equilibrium the backend receives about K times what it accepts: with K = 2 it still sees twice
 * its capacity in requests, but no more however much the clients want. The window is a ring of
 * 10 slots, as in the breaker; counts are O(1) per request.
 */
const SLOTS = 10;

export interface Throttle {
  /** Rejection probability for a request at `now` (before it is counted). */
  probability(now: number): number;
  /** Counts a request the application made (sent or rejected locally). */
  request(now: number): void;
  /** Counts a request the backend accepted. */
  accept(now: number): void;
}

export function createThrottle(k: number, windowMs: number): Throttle {
  const slotMs = Math.max(1, windowMs / SLOTS);
  const req = new Float64Array(SLOTS);
  const acc = new Float64Array(SLOTS);
  let slot = 0;
  let requests = 0;
  let accepts = 0;
  const advance = (now: number): void => {
    const idx = Math.floor(now / slotMs);
    if (idx <= slot) return;
    const steps = idx - slot >= SLOTS ? SLOTS : idx - slot;
    for (let i = 1; i <= steps; i++) {
      const j = (slot + i) % SLOTS;
      requests -= req[j] as number;
      accepts -= acc[j] as number;
      req[j] = 0;
      acc[j] = 0;
    }
    slot = idx;
  };
  return {
    probability(now) {
      advance(now);
      const p = (requests - k * accepts) / (requests + 1);
      return p > 0 ? p : 0;
    },
    request(now) {
      advance(now);
      const j = slot % SLOTS;
      req[j] = (req[j] as number) + 1;
      requests++;
    },
    accept(now) {
      advance(now);
      const j = slot % SLOTS;
      acc[j] = (acc[j] as number) + 1;
      accepts++;
    },
  };
}

/**
 * The throttle's equilibrium: a client that wants to send `demand` requests per second to a backend
 * that accepts at most `capacity` per second sends it min(demand, K · capacity) (the local
 * rejection probability settles at max(0, 1 − K · capacity / demand)).
 */
export function throttleEquilibrium(demand: number, capacity: number, k: number): { sent: number; rejectShare: number } {
  const sent = Math.min(demand, k * capacity);
  return { sent, rejectShare: demand > 0 ? 1 - sent / demand : 0 };
}
