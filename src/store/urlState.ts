/**
 * The one place where a lab's state meets the address bar. The state is declared by a parameter
 * table (src/url/params.ts); the hook decodes the link once on mount (clamping what is out of range
 * and reporting it), and writes every change back with history.replaceState, leaving keys that
 * belong to others untouched.
 *
 * A link the app cannot read (made by a newer version: `v` above the table's) is never rewritten on
 * its own: the learner sees a notice and the defaults, and the address keeps the shared state — a
 * reload, or a newer app, can still read it — until the learner changes something.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { type Notice, type ParamTable, type StateOf, decodeState, defaultsOf, encodeState, sanitizeState } from '../url/params.ts';
import { onIdle } from '../site/idle.ts';

/** A state change reaches the address bar within this long of the page going busy (ms). */
const URL_WRITE_IDLE_TIMEOUT_MS = 1000;

/** The state change not yet in the address bar, if any (one lab page syncs with the URL at a time). */
let pendingWrite: (() => void) | null = null;

/** Writes a state change still waiting for its turn now: before the address is copied, or the page is left. */
export function flushUrlWrite(): void {
  pendingWrite?.();
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushUrlWrite);

export type LabAction<S> =
  | { type: 'set'; key: keyof S & string; value: S[keyof S] }
  | { type: 'replace'; state: S }
  | { type: 'reset' };

function reducerFor<T extends ParamTable>(table: T) {
  return (state: StateOf<T>, action: LabAction<StateOf<T>>): StateOf<T> => {
    switch (action.type) {
      case 'set':
        return sanitizeState(table, { ...state, [action.key]: action.value }).state;
      case 'replace':
        return sanitizeState(table, action.state).state;
      case 'reset':
        return defaultsOf(table);
    }
  };
}

/**
 * The query string a lab's state is read from: the address bar's in the browser, none on the server.
 * A lab page is pre-rendered for its link without a query, and hydrates only at such a link
 * (src/islands/registry.ts renders it afresh at any other).
 */
export function linkQuery(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}

/** Writes the table's keys into the current URL, keeping every other key as it was. */
export function writeStateToUrl<T extends ParamTable>(table: T, state: StateOf<T>, prefix = '') {
  const url = new URL(window.location.href);
  const own = new URLSearchParams(encodeState(table, state));
  for (const row of table.rows) url.searchParams.delete(prefix + row.key);
  url.searchParams.delete(`${prefix}v`);
  for (const [key, value] of own) url.searchParams.set(prefix + key, value);
  window.history.replaceState(window.history.state, '', url);
}

/** Reads the table's keys (optionally prefixed) from a query string. */
export function readStateFromQuery<T extends ParamTable>(table: T, search: string, prefix = '') {
  if (!prefix) return decodeState(table, search);
  const params = new URLSearchParams(search);
  const own = new URLSearchParams();
  for (const [key, value] of params) if (key.startsWith(prefix)) own.set(key.slice(prefix.length), value);
  return decodeState(table, own);
}

/** False when the link comes from a newer format: its values were not used and must not be overwritten. */
export function isReadable(notices: readonly Notice[]): boolean {
  return !notices.some((n) => n.kind === 'unknown-version');
}

export interface UrlLabState<S> {
  state: S;
  dispatch: (action: LabAction<S>) => void;
  /** What the link had that could not be used as it was (shown once, dismissible). */
  notices: Notice[];
  dismissNotices: () => void;
  /** False when the link was made by a newer version (defaults are shown, the address is kept). */
  linkReadable: boolean;
}

/**
 * A lab's state, synchronised with the URL. `sync: false` (embeds in chapters) keeps the state
 * local: a chapter's address must not change when a small demo is tweaked.
 */
export function useUrlLabState<T extends ParamTable>(
  table: T,
  options: { initialQuery?: string; sync?: boolean; prefix?: string } = {},
): UrlLabState<StateOf<T>> {
  const { sync = true, prefix = '' } = options;
  const [initial] = useState(() => {
    const query = options.initialQuery ?? (sync ? linkQuery() : '');
    return readStateFromQuery(table, query, prefix);
  });
  const [state, dispatch] = useReducer(reducerFor(table), initial.state);
  const [notices, setNotices] = useState<Notice[]>(initial.notices);
  const linkReadable = isReadable(initial.notices);
  // The state as first read: until it changes, some addresses are kept exactly as they were.
  const [initialState] = useState(() => state);

  useEffect(() => {
    if (!sync) return;
    if (state === initialState) {
      // A clean visit keeps a clean address, and an unreadable link keeps its values.
      if (!linkReadable) return;
      if (initial.notices.length === 0 && window.location.search === '') return;
    }
    // After the input has rested, and then when the page is idle: a replaceState is tens of
    // milliseconds under 4× CPU, and must not come between a result and its charts.
    let cancelIdle = () => {};
    const write = () => {
      window.clearTimeout(timer);
      cancelIdle();
      if (pendingWrite === write) pendingWrite = null;
      writeStateToUrl(table, state, prefix);
    };
    pendingWrite = write;
    const timer = window.setTimeout(() => {
      cancelIdle = onIdle(write, URL_WRITE_IDLE_TIMEOUT_MS);
    }, 150);
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
      if (pendingWrite === write) pendingWrite = null;
    };
  }, [table, state, sync, prefix, initial.notices.length, initialState, linkReadable]);

  const dismissNotices = useCallback(() => setNotices([]), []);
  return { state, dispatch, notices, dismissNotices, linkReadable };
}
