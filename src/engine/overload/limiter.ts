/**
 * Adaptive concurrency limits in front of the server, after Netflix's concurrency-limits library
 * (AIMDLimit and Gradient2Limit, read at commit f2528de / 784c960 of Netflix/concurrency-limits):
 *
 * - AIMD: a sample that was dropped (rejected, timed out) or slower than `timeoutMs` multiplies the
 *   limit by `backoff`; otherwise, if at least half the limit was in use, the limit grows by one.
 * - Gradient2, fed by WindowedLimit (WindowedLimit.java at b108aa8): samples are gathered in
 *   windows of 1 s with more than 10 samples; each window gives one update with its average RTT
 *   and its largest in-flight count. The long-term RTT is a plain average of the first 10 windows,
 *   then an exponential average over 600 windows (it decays by 5 % whenever it is more than twice
 *   the window's RTT); gradient = clamp(tolerance · long / rtt, 0.5, 1); the new estimate is
 *   limit · gradient + queueSize (4), smoothed by 0.2. While less than half the limit is in use
 *   the limit does not move (an app-limited server says nothing). Fed per request instead, the
 *   long-term average would follow a sustained overload within a second and stop limiting.
 *
 * A limit counts the requests in the server (in service and queued); a request that would exceed
 * it is rejected at once and is not a sample. Every sample is one admitted request that left the
 * server: served, or dropped (expired, CoDel).
 */
export interface Limiter {
  /** Current limit (whole requests). */
  limit(): number;
  /** One sample at `now`: server time of the request (ms), requests in the server when it was admitted, dropped or not. */
  sample(now: number, rttMs: number, inflight: number, dropped: boolean): void;
}

export interface LimiterConfig {
  kind: 'none' | 'fixed' | 'aimd' | 'gradient';
  /** Fixed limit; initial and minimum limit of the adaptive ones. */
  initial: number;
  max: number;
  aimdTimeoutMs: number;
  aimdBackoff: number;
  gradTolerance: number;
}

/** Gradient2's defaults (Netflix/concurrency-limits). */
export const GRADIENT_SMOOTHING = 0.2;
export const GRADIENT_QUEUE_SIZE = 4;
export const GRADIENT_LONG_WINDOW = 600;
/** Gradient2 warms its average up over the first samples before it is exponential. */
const GRADIENT_WARMUP = 10;
/** WindowedLimit's defaults: 1 s windows of more than 10 samples. */
export const WINDOW_MS = 1000;
const WINDOW_MIN_SAMPLES = 10;

export function createLimiter(cfg: LimiterConfig): Limiter {
  const min = Math.max(1, Math.min(cfg.initial, cfg.max));
  const max = Math.max(min, cfg.max);
  if (cfg.kind === 'none') return { limit: () => Infinity, sample: () => {} };
  if (cfg.kind === 'fixed') return { limit: () => min, sample: () => {} };
  if (cfg.kind === 'aimd') {
    let limit = min;
    return {
      limit: () => limit,
      sample(_now, rtt, inflight, dropped) {
        if (dropped || rtt > cfg.aimdTimeoutMs) limit = Math.floor(limit * cfg.aimdBackoff);
        else if (inflight * 2 >= limit) limit = limit + 1;
        limit = Math.min(max, Math.max(min, limit));
      },
    };
  }
  // gradient
  let estimate = min;
  let longRtt = 0;
  let count = 0;
  const add = (rtt: number): number => {
    // ExpAvgMeasurement: a plain average over the warm-up samples, then an exponential one.
    if (count < GRADIENT_WARMUP) {
      count++;
      longRtt = longRtt + (rtt - longRtt) / count;
    } else {
      const factor = 2 / (GRADIENT_LONG_WINDOW + 1);
      longRtt = longRtt * (1 - factor) + rtt * factor;
    }
    return longRtt;
  };
  const update = (rtt: number, inflight: number): void => {
    const shortRtt = rtt > 0 ? rtt : 1e-6;
    const long = add(shortRtt);
    if (long / shortRtt > 2) longRtt *= 0.95;
    if (inflight < estimate / 2) return;
    const gradient = Math.max(0.5, Math.min(1, (cfg.gradTolerance * long) / shortRtt));
    let next = estimate * gradient + GRADIENT_QUEUE_SIZE;
    next = estimate * (1 - GRADIENT_SMOOTHING) + next * GRADIENT_SMOOTHING;
    estimate = Math.max(min, Math.min(max, next));
  };
  // The current window.
  let sumRtt = 0;
  let samples = 0;
  let rttSamples = 0;
  let maxInflight = 0;
  let nextUpdate = 0;
  return {
    limit: () => Math.floor(estimate),
    sample(now, rtt, inflight, dropped) {
      samples++;
      if (!dropped) {
        sumRtt += rtt;
        rttSamples++;
      }
      if (inflight > maxInflight) maxInflight = inflight;
      if (now > nextUpdate && samples > WINDOW_MIN_SAMPLES && rttSamples > 0) {
        update(sumRtt / rttSamples, maxInflight);
        sumRtt = 0;
        samples = 0;
        rttSamples = 0;
        maxInflight = 0;
        nextUpdate = now + WINDOW_MS;
      }
    },
  };
}
