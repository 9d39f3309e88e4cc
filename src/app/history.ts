/**
 * The history entries of the page navigator: their keys, their scroll positions, the page now shown.
 * Shared by the listeners that are there from the start (navigation.ts) and the page swap that loads
 * with the first link followed (pageSwap.ts).
 */
import { CHAPTER_SECTION_CLASS } from '../site/chapterSections.ts';
import { normalisePath, stripBase } from '../site/location.ts';

/**
 * Where a page was scrolled. On a chapter, also the section at the top of the screen and how far into
 * it: the sections are drawn only near the screen, and until drawn their height is a guess, so the same
 * offset lands elsewhere in the text after a reload (the guesses differ from the heights seen).
 */
export interface ScrollPosition {
  y: number;
  section?: number;
  into?: number;
}

/** What this app keeps in history.state (location.ts reads `key` and `usr`). */
export interface EntryState {
  key: string;
  usr?: unknown;
  /** Where the page was scrolled when the learner left this entry (a number: as saved before sections). */
  scroll?: ScrollPosition | number;
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

function positions(): Record<string, ScrollPosition | number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, ScrollPosition | number>;
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

/**
 * Where a section's text starts on screen: its heading's top. Not the section's own top, which moves by
 * the heading's margin when the section is drawn for good (containment keeps that margin inside it).
 */
const startOf = (section: Element) => (section.firstElementChild ?? section).getBoundingClientRect().top;

/** Where the page is scrolled now: the section the top of the screen is in, if it is in one. */
export function currentScroll(): ScrollPosition {
  const y = window.scrollY;
  const sections = document.getElementsByClassName(CHAPTER_SECTION_CLASS);
  for (let i = 0; i < sections.length; i++) {
    const { top, bottom } = sections[i]!.getBoundingClientRect();
    if (bottom <= 0) continue;
    // Above the first section the offsets are exact: nothing above the screen's top is a guess.
    return top <= 0 ? { y, section: i, into: -startOf(sections[i]!) } : { y };
  }
  return { y };
}

/** Remembers where the current entry is scrolled, before it is left. */
export function saveScroll(): void {
  const key = entryKey();
  const position = currentScroll();
  window.history.replaceState({ ...entryState(), key, scroll: position }, '');
  try {
    const all = positions();
    delete all[key];
    all[key] = position;
    const keys = Object.keys(all);
    for (const old of keys.slice(0, Math.max(0, keys.length - POSITIONS_MAX))) delete all[old];
    sessionStorage.setItem(POSITIONS_KEY, JSON.stringify(all));
  } catch {
    // storage unavailable: back and forward still restore from history.state
  }
}

export function savedScroll(): ScrollPosition | undefined {
  const state = entryState();
  const saved = state.scroll ?? (state.key ? positions()[state.key] : undefined);
  if (typeof saved === 'number') return { y: saved };
  return saved && typeof saved.y === 'number' ? saved : undefined;
}

/**
 * Scrolls back to a saved position. The section it is in is drawn for good: while skipped its height is
 * the guess, so a place further into it than the guess would fall into the next section, and handing it
 * back to content-visibility skips it again for a frame, which moves the text on screen.
 */
export function restoreScroll(position: ScrollPosition): void {
  const section = position.section === undefined ? undefined : document.getElementsByClassName(CHAPTER_SECTION_CLASS)[position.section];
  if (!(section instanceof HTMLElement)) {
    window.scrollTo(0, position.y);
    return;
  }
  section.style.contentVisibility = 'visible';
  window.scrollTo(0, startOf(section) + window.scrollY + (position.into ?? 0));
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
