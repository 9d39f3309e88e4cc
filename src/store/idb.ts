/**
 * The app's IndexedDB database: one object store of keyed values, and one kind of write — read some
 * keys, decide, write — inside a single readwrite transaction. IndexedDB runs readwrite transactions on
 * the same store one at a time, across all tabs of the origin, so such a write is atomic: two tabs
 * answering in the same millisecond both keep their answer.
 *
 * Raw IndexedDB rather than idb-keyval: the engine needs several keys in one transaction, a write it can
 * decide against (a newer version's state is left alone), and to close when a newer release upgrades
 * the database; idb-keyval's `update` covers one key and cannot decline, and it hides the connection.
 * Its one subtle point is kept: Safari may close an idle connection, so a closed one is reopened.
 */

import { DB_NAME } from './keys.ts';

export { DB_NAME };
const STORE = 'kv';
/** Raised only by a release that changes the database's stores; an older tab then closes its connection. */
const DB_VERSION = 1;
/** An open that neither succeeds nor fails within this time (a Safari bug) counts as storage unavailable. */
const OPEN_TIMEOUT_MS = 5000;

export interface Decision<T> {
  put?: ReadonlyArray<readonly [string, unknown]>;
  del?: readonly string[];
  result: T;
}

export interface KeyValueDb {
  /** Reads `keys` and returns their values (undefined where absent). */
  read(keys: readonly string[]): Promise<unknown[]>;
  /**
   * Reads `keys`, calls `decide` with their values inside the transaction (synchronously) and writes what
   * it returns. All or nothing: resolves with `result` once committed, rejects when the browser refuses
   * (quota, storage cleared, connection lost) and then nothing was written.
   */
  transact<T>(keys: readonly string[], decide: (values: unknown[]) => Decision<T>): Promise<T>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Opens the database. Rejects when IndexedDB is unavailable (storage blocked by the browser's settings,
 * some private modes) or does not answer. `onVersionChange` is called when a newer release needs the
 * database upgraded: this tab has closed its connection and must stop saving.
 */
export async function openDb(onVersionChange: () => void, idb: IDBFactory | undefined = globalThis.indexedDB): Promise<KeyValueDb> {
  let connection: Promise<IDBDatabase> | null = null;
  let upgraded = false;

  const connect = (): Promise<IDBDatabase> => {
    if (upgraded) return Promise.reject(new DOMException('a newer version of the app upgraded the database', 'VersionError'));
    connection ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (!idb) throw new DOMException('IndexedDB is not available', 'NotSupportedError');
      const open = idb.open(DB_NAME, DB_VERSION);
      const timer = setTimeout(() => reject(new DOMException('IndexedDB did not open', 'TimeoutError')), OPEN_TIMEOUT_MS);
      open.onupgradeneeded = () => {
        if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
      };
      open.onsuccess = () => {
        clearTimeout(timer);
        const db = open.result;
        db.onclose = () => {
          connection = null; // closed by the browser: the next call reopens
        };
        db.onversionchange = () => {
          db.close();
          connection = null;
          upgraded = true;
          onVersionChange();
        };
        resolve(db);
      };
      open.onerror = () => {
        clearTimeout(timer);
        reject(open.error);
      };
      // Another tab holds an older connection and will not let go: this database is not usable now.
      open.onblocked = () => {
        clearTimeout(timer);
        reject(new DOMException('IndexedDB upgrade blocked by another tab', 'VersionError'));
      };
    }).catch((error: unknown) => {
      connection = null;
      throw error;
    });
    return connection;
  };

  await connect();

  return {
    async read(keys) {
      const db = await connect();
      const store = db.transaction(STORE, 'readonly').objectStore(STORE);
      return Promise.all(keys.map((k) => request(store.get(k))));
    },
    async transact(keys, decide) {
      const db = await connect();
      const tx = db.transaction(STORE, 'readwrite');
      const store = tx.objectStore(STORE);
      return new Promise((resolve, reject) => {
        let outcome: { result: unknown } | null = null;
        let failure: unknown = null;
        tx.oncomplete = () => (outcome ? resolve(outcome.result as never) : reject(failure));
        tx.onabort = () => reject(failure ?? tx.error ?? new DOMException('transaction aborted', 'AbortError'));
        const values: unknown[] = new Array(keys.length);
        let left = keys.length;
        const run = () => {
          try {
            const decision = decide(values);
            for (const [k, v] of decision.put ?? []) store.put(v, k);
            for (const k of decision.del ?? []) store.delete(k);
            outcome = { result: decision.result };
          } catch (error) {
            failure = error;
            tx.abort();
          }
        };
        if (left === 0) run();
        keys.forEach((k, i) => {
          const get = store.get(k);
          get.onsuccess = () => {
            values[i] = get.result;
            if (--left === 0) run();
          };
        });
      });
    },
  };
}
