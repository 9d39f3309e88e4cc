/** Time for the quiz: injected, so unit tests drive it by hand (and the browser tests via Playwright's clock). */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to. */
export function manualClock(start: number): Clock & { advance(ms: number): void; set(at: number): void } {
  let at = start;
  return {
    now: () => at,
    advance: (ms) => {
      at += ms;
    },
    set: (value) => {
      at = value;
    },
  };
}
