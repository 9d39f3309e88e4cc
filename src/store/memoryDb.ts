/**
 * An in-memory KeyValueDb with IndexedDB's guarantees (structured clones, one readwrite transaction at
 * a time, all or nothing), for unit tests of the engine; `failWrites` plays a full disk.
 */
import { type Channel, Engine, type EngineView, type LegacyStorage } from './engine.ts';
import { defaultPersistedState } from './persistence.ts';
import { type StorageStatus, initialStatus } from './status.ts';
import type { Decision, KeyValueDb } from './idb.ts';

export interface MemoryDb extends KeyValueDb {
  data: Map<string, unknown>;
  /** While set, every transaction that writes fails with this error and writes nothing. */
  failWrites: DOMException | null;
}

export function memoryDb(): MemoryDb {
  const data = new Map<string, unknown>();
  let queue = Promise.resolve();
  const db: MemoryDb = {
    data,
    failWrites: null,
    async read(keys) {
      await Promise.resolve();
      return keys.map((k) => structuredClone(data.get(k)));
    },
    transact<T>(keys: readonly string[], decide: (values: unknown[]) => Decision<T>): Promise<T> {
      const run = queue.then(() => {
        const decision = decide(keys.map((k) => structuredClone(data.get(k))));
        const writes = (decision.put?.length ?? 0) + (decision.del?.length ?? 0);
        if (writes > 0 && db.failWrites) throw db.failWrites;
        const cloned = (decision.put ?? []).map(([k, v]) => [k, structuredClone(v)] as const);
        for (const [k, v] of cloned) data.set(k, v);
        for (const k of decision.del ?? []) data.delete(k);
        return decision.result;
      });
      queue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
  return db;
}

/**
 * The database as a page that is being left sees it: while `dying`, a write hangs and writes nothing —
 * for ever (the page is gone), or until `abort()` fails it (a page kept in the back-forward cache).
 */
export function dyingDb(db: MemoryDb) {
  const hung: Array<(e: unknown) => void> = [];
  const view = {
    ...db,
    dying: false,
    abort: () => hung.splice(0).forEach((fail) => fail(new DOMException('the page was hidden', 'AbortError'))),
  };
  view.transact = (keys, decide) => (view.dying ? new Promise((_, fail) => void hung.push(fail)) : db.transact(keys, decide));
  return view;
}

/** localStorage for the engine's tests: a map, with what it holds in `data`. */
export function memoryLocalStorage(entries: Record<string, string> = {}): LegacyStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k), keys: () => [...data.keys()] };
}

/** A browser tab for the engine's tests: `start` runs the engine over these deps; what it shows is kept. */
export function engineTab(deps: { db: MemoryDb | null; legacy?: LegacyStorage; channel?: Channel; now: () => number; hidden?: () => boolean }) {
  let state = defaultPersistedState();
  let status: StorageStatus = initialStatus;
  const view: EngineView = { state: (s) => (state = s), status: (p) => (status = { ...status, ...p }) };
  const start = () => Engine.start({ db: deps.db, legacy: deps.legacy ?? memoryLocalStorage(), channel: deps.channel ?? null, now: deps.now, hidden: deps.hidden }, view);
  return { start, state: () => state, status: () => status };
}
