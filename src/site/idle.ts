/**
 * Runs `run` when the main thread is idle, or after `timeoutMs` at the latest. Safari has no
 * requestIdleCallback: there it runs after a short timer. Returns a function that cancels it.
 */
export function onIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
