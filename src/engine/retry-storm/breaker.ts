/**
 * Circuit breaker shared by all clients (it lives in the client library in
 * front of the dependency).
 *
 * States: closed → open → half-open → closed (or back to open).
 * - closed: every attempt passes; outcomes are recorded. Trips to open on
 *   `failures` consecutive failures (mode `consecutive`), or when the rolling
 *   window of `windowMs` holds at least `minRequests` outcomes and the share of
 *   failures is ≥ `ratio` (mode `ratio`).
 * - open: attempts are short-circuited (not sent). After `openMs` the next
 *   attempt finds the breaker half-open.
 * - half-open: at most `probes` attempts may be in flight; a failed probe
 *   re-opens the breaker, `successesToClose` successful probes close it.
 *
 * Every transition starts a new generation (as in gobreaker). `admit` hands
 * out the current generation with its verdict; an outcome reported with an
 * older generation is ignored. Without it a probe still in flight from an
 * earlier half-open period would free a probe slot of the next one (a third
 * concurrent probe with a limit of two) or close the breaker on a stale
 * success — which happens whenever an attempt outlives `openMs`.
 *
 * The rolling window is a ring of 10 sub-buckets (like resilience4j's
 * time-based sliding window), so memory and time are O(1) per outcome.
 */
export type BreakerMode = 'off' | 'consecutive' | 'ratio';
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerConfig {
  mode: BreakerMode;
  failures: number;
  ratio: number;
  windowMs: number;
  minRequests: number;
  openMs: number;
  probes: number;
  successesToClose: number;
}

/** Verdict for an attempt about to be sent. */
export const Admit = { Reject: 0, Pass: 1, Probe: 2 } as const;
export type Admit = (typeof Admit)[keyof typeof Admit];

export interface Breaker {
  state(now: number): BreakerState;
  /** Ask to send an attempt at `now`; read `generation()` right after to tag the attempt. */
  admit(now: number): Admit;
  /** The current generation (changes on every transition). */
  generation(): number;
  /** Report the outcome of an attempt admitted in generation `gen`. */
  record(now: number, success: boolean, gen: number): void;
  /** Number of closed→open and half-open→open transitions so far. */
  trips(): number;
}

const SLOTS = 10;

export function createBreaker(cfg: BreakerConfig): Breaker {
  let st: BreakerState = 'closed';
  let openedAt = 0;
  let consecutive = 0;
  let probesInFlight = 0;
  let probeSuccesses = 0;
  let tripCount = 0;
  let gen = 0;
  const slotMs = Math.max(1, cfg.windowMs / SLOTS);
  const okCounts = new Float64Array(SLOTS);
  const failCounts = new Float64Array(SLOTS);
  let slotIndex = 0; // absolute index of the current slot
  let windowOk = 0;
  let windowFail = 0;

  const advance = (now: number): void => {
    const idx = Math.floor(now / slotMs);
    if (idx <= slotIndex) return;
    const steps = idx - slotIndex >= SLOTS ? SLOTS : idx - slotIndex;
    for (let i = 1; i <= steps; i++) {
      const j = (slotIndex + i) % SLOTS;
      windowOk -= okCounts[j] ?? 0;
      windowFail -= failCounts[j] ?? 0;
      okCounts[j] = 0;
      failCounts[j] = 0;
    }
    slotIndex = idx;
  };

  const resetWindow = (now: number): void => {
    okCounts.fill(0);
    failCounts.fill(0);
    windowOk = 0;
    windowFail = 0;
    slotIndex = Math.floor(now / slotMs);
    consecutive = 0;
  };

  const open = (now: number): void => {
    gen++;
    st = 'open';
    openedAt = now;
    probesInFlight = 0;
    probeSuccesses = 0;
    tripCount++;
  };

  const refresh = (now: number): void => {
    if (st === 'open' && now >= openedAt + cfg.openMs) {
      gen++;
      st = 'half-open';
      probesInFlight = 0;
      probeSuccesses = 0;
    }
  };

  return {
    state(now: number): BreakerState {
      if (cfg.mode === 'off') return 'closed';
      refresh(now);
      return st;
    },
    admit(now: number): Admit {
      if (cfg.mode === 'off') return Admit.Pass;
      refresh(now);
      if (st === 'closed') return Admit.Pass;
      if (st === 'open') return Admit.Reject;
      if (probesInFlight < cfg.probes) {
        probesInFlight++;
        return Admit.Probe;
      }
      return Admit.Reject;
    },
    generation: () => gen,
    record(now: number, success: boolean, admittedIn: number): void {
      if (cfg.mode === 'off') return;
      refresh(now);
      if (admittedIn !== gen) return; // sent before the last transition: says nothing about now
      if (st === 'half-open') {
        probesInFlight--;
        if (!success) {
          open(now);
          return;
        }
        probeSuccesses++;
        if (probeSuccesses >= cfg.successesToClose) {
          gen++;
          st = 'closed';
          resetWindow(now);
        }
        return;
      }
      // closed (an open breaker admits nothing, so no outcome carries its generation)
      if (cfg.mode === 'consecutive') {
        if (success) consecutive = 0;
        else if (++consecutive >= cfg.failures) open(now);
        return;
      }
      advance(now);
      const j = slotIndex % SLOTS;
      if (success) {
        okCounts[j] = (okCounts[j] ?? 0) + 1;
        windowOk++;
      } else {
        failCounts[j] = (failCounts[j] ?? 0) + 1;
        windowFail++;
        const total = windowOk + windowFail;
        if (total >= cfg.minRequests && windowFail >= cfg.ratio * total) open(now);
      }
    },
    trips: () => tripCount,
  };
}
