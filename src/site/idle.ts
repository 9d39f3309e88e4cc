/**
 * Runs `run` when the main thread is idle, or after `timeoutMs` at the latest. Safari has no
 * requestIdleCallback: there it runs after a short timer.
 */
export function onIdle(run: () => void, timeoutMs: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}
