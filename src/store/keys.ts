/**
 * Names in the browser's storage. Progress lives in IndexedDB (database DB_NAME in idb.ts); localStorage
 * keeps only the theme, which the inline script reads before the first paint, and what old releases
 * wrote there, which the app moves into IndexedDB.
 */

/** localStorage key where releases before IndexedDB kept the whole state (`{ state, version }`). */
export const STORAGE_KEY = 'goprep';
/** Prefix of keys where those releases kept an unreadable state aside. */
export const CORRUPT_KEY_PREFIX = 'goprep:corrupt:';
/** localStorage key of the theme choice ('system' | 'light' | 'dark'), mirrored from the saved state. */
export const THEME_KEY = 'goprep:theme';
/** BroadcastChannel on which a tab says it has saved (`{ type: 'saved', version, rev }`). */
export const CHANNEL_NAME = 'goprep';
