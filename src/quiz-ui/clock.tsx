import { createContext, useContext, useEffect, useState } from 'react';
import { type Clock, systemClock } from '../quiz/clock.ts';

/** The quiz's clock; tests provide their own (the browser tests drive Date itself with Playwright's clock). */
export const ClockContext = createContext<Clock>(systemClock);

export function useClock(): Clock {
  return useContext(ClockContext);
}

/**
 * The current time, re-read on every render and at least every `intervalMs` while `active`.
 * Only for what renders after hydration (saved progress, a running session).
 */
export function useNow(intervalMs: number, active = true): number {
  const clock = useClock();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return clock.now();
}
