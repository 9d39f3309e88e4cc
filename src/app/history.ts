/**
 * The history entries of the page navigator: their keys, their scroll positions, the page now shown.
 * Shared by the listeners that are there from the start (navigation.ts) and the page swap that loads
 * with the first link followed (pageSwap.ts).
 */
import { normalisePath, stripBase } from '../site/location.ts';

/** What this app keeps in history.state (location.ts reads `key` and `usr`). */
export interface EntryState {
  key: string;
  usr?: unknown;
  /** Where the page was scrolled when the learner left this entry. */
  scroll?: number;
}

/** Scroll positions by entry, for a reload: what a page writes into history.state while it is left does not last. */
const POSITIONS_KEY = 'goprep:scroll';
const POSITIONS_MAX = 50;

/** The app path of the page now shown (404.html shows for many). */
export const shown = { path: '' };

export const newKey = () => Math.random().toString(36).slice(2, 10);
export const entryState = (): Partial<EntryState> => (window.history.state as Partial<EntryState> | null) ?? {};

export function appPathOf(url: URL): string | null {
  const path = stripBase(url.pathname);
  return path === null ? null : normalisePath(path);
}

/** Links to files (the search index, assets, the manifest) are not pages. */
export function isPage(path: string): boolean {
  return !/^\/(assets|pagefind)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The current entry's key, given one if it has none (an entry the browser made for a #section). */
export function entryKey(): string {
  const state = entryState();
  if (state.key) return state.key;
  const key = newKey();
  window.history.replaceState({ ...state, key }, '');
  return key;
}

/** Remembers where the current entry is scrolled, before it is left. */
export function saveScroll(): void {
  const key = entryKey();
  window.history.replaceState({ ...entryState(), key, scroll: window.scrollY }, '');
  try {
    const all = positions();
    delete all[key];
    all[key] = window.scrollY;
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - POSITIONS_MAX))) delete all[old];
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(all));
  } catch {
    // storage unavailable: back and forward still restore from history.state
  }
}

export function savedScroll(): number | undefined {
  const state = entryState();
  return state.scroll ?? (state.key ? positions()[state.key] : undefined);
}

function hashTarget(hash: string): HTMLElement | null {
  if (!hash || hash === '#') return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape names nothing
  }
}

/** Scrolls to the element a #hash names, opening every closed <details> it is in (or that it is). */
export function revealHash(hash: string): boolean {
  const target = hashTarget(hash);
  if (!target) return false;
  for (let d = target.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
  target.scrollIntoView();
  return true;
}

/** Whether the #hash names something inside a closed <details> (which the browser would not open). */
export function hashIsHidden(hash: string): boolean {
  return hashTarget(hash)?.closest('details:not([open])') != null;
}
