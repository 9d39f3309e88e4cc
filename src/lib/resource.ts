/**
 * A promise React's `use()` can read synchronously once it has settled: React looks at `status`
 * and `value` on a thenable. Loading a page's code before hydration and marking it settled lets
 * the first client render match the server HTML without suspending.
 */
interface Tracked<T> {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

export function resource<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & Tracked<T>;
  tracked.status = 'pending';
  tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return promise;
}

/** Caches one resource per key, so every caller shares the same load. */
export function resourceCache<T>(load: (key: string) => Promise<T>) {
  const cache = new Map<string, Promise<T>>();
  return (key: string): Promise<T> => {
    let r = cache.get(key);
    if (!r) {
      r = resource(load(key));
      cache.set(key, r);
    }
    return r;
  };
}
