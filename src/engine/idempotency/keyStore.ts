/**
 * The idempotency-key store as a pure state machine (the server side of `Idempotency-Key`).
 *
 *   absent ──claim──▶ in_progress ──complete──▶ done
 *      ▲                 │   ↺ 409 (a duplicate while the first is running)
 *      └────release──────┘   ↺ keep (unknown outcome: the record waits for reconciliation)
 *   done ↺ replay (the stored response, nothing executed)
 *   in_progress | done, another body ↺ 422 (the key was reused for a different operation)
 *
 * Every function returns a new store; nothing is mutated.
 */

export type KeyState = 'absent' | 'in_progress' | 'done';

export interface StoredResponse {
  status: 201;
  chargeId: number;
  amount: number;
}

export interface KeyRecord {
  state: 'in_progress' | 'done';
  /** The canonical body the key was claimed with. */
  body: string;
  response: StoredResponse | null;
}

export type KeyStore = Readonly<Record<string, KeyRecord>>;

export type Admission =
  | { kind: 'claimed' }
  | { kind: 'replay'; response: StoredResponse }
  | { kind: 'conflict' }
  | { kind: 'mismatch' };

export function stateOf(store: KeyStore, key: string): KeyState {
  return store[key]?.state ?? 'absent';
}

/**
 * A request with `key` and `body` arrives. Atomic, as `INSERT … ON CONFLICT DO NOTHING` is: of two
 * duplicates exactly one claims. Another body → 422 (checked first: a reused key is a client bug
 * whatever the state); running → 409; done → the stored response.
 */
export function admit(store: KeyStore, key: string, body: string): { store: KeyStore; admission: Admission } {
  const rec = store[key];
  if (!rec) return { store: { ...store, [key]: { state: 'in_progress', body, response: null } }, admission: { kind: 'claimed' } };
  if (rec.body !== body) return { store, admission: { kind: 'mismatch' } };
  if (rec.state === 'in_progress' || !rec.response) return { store, admission: { kind: 'conflict' } };
  return { store, admission: { kind: 'replay', response: rec.response } };
}

/** The work succeeded: store the response, in_progress → done. */
export function complete(store: KeyStore, key: string, response: StoredResponse): KeyStore {
  const rec = store[key];
  if (!rec || rec.state !== 'in_progress') throw new Error(`complete: key ${key} is ${stateOf(store, key)}`);
  return { ...store, [key]: { ...rec, state: 'done', response } };
}

/** A sure failure (no effect happened): forget the key so an honest retry runs anew. */
export function release(store: KeyStore, key: string): KeyStore {
  const rec = store[key];
  if (!rec || rec.state !== 'in_progress') throw new Error(`release: key ${key} is ${stateOf(store, key)}`);
  const next: Record<string, KeyRecord> = { ...store };
  delete next[key];
  return next;
}
