/**
 * Names in the browser's storage. Progress lives in IndexedDB (database DB_NAME); localStorage
 * keeps only the theme, which the inline script reads before the first paint, and what old releases
 * wrote there, which the app moves into IndexedDB.
 */

/** localStorage key where releases before IndexedDB kept the whole state (`{ state, version }`). */
export const STORAGE_KEY = 'goprep';
/** Prefix of keys where those releases kept an unreadable state aside. */
export const CORRUPT_KEY_PREFIX = 'goprep:corrupt:';
/**
 * localStorage key where a tab that is being left with changes not yet in IndexedDB keeps them
 * (`{ version, state, rev, savedAt, tab }`): a write not finished may go with the page, localStorage
 * writes at once. The next start, or another open tab, saves them (engine.ts).
 */
export const UNSAVED_KEY = 'goprep:unsaved';
/** localStorage key of the theme choice ('system' | 'light' | 'dark'), mirrored from the saved state. */
export const THEME_KEY = 'goprep:theme';
/** BroadcastChannel on which a tab says it has saved (`{ type: 'saved', version, rev }`). */
export const CHANNEL_NAME = 'goprep';
/** The IndexedDB database that holds the progress (idb.ts). */
export const DB_NAME = 'goprep';

/**
 * Whether this browser may hold saved progress, from the names of its localStorage keys and IndexedDB
 * databases (null: the browser would not say). Only a clear «nothing here» is false: then the
 * persistence engine need not load until the first change.
 */
export function mayHoldSavedState(localKeys: readonly string[] | null, databases: readonly string[] | null): boolean {
  if (localKeys === null || databases === null) return true;
  // Releases before IndexedDB kept the state (and broken copies of it) in localStorage; the engine moves them.
  if (localKeys.some((k) => k === STORAGE_KEY || k === THEME_KEY || k === UNSAVED_KEY || k.startsWith(CORRUPT_KEY_PREFIX))) return true;
  return databases.includes(DB_NAME);
}
