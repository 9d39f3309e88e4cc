/**
 * The page navigator (browser). Every page is pre-rendered HTML; following a link inside the site
 * fetches the next page's HTML (the same file a visit or the offline copy would give, so its bytes
 * come once), puts its <main> and navigation in place of the current ones, and hydrates its islands.
 * The header's islands and the store stay, so nothing reloads. Anything unexpected (offline with no
 * copy, a page that is not the site's) becomes an ordinary page load.
 *
 * It also keeps what a browser does for a page: scroll to the top or to the #section (opening the
 * <details> around it), restore the scroll position on back and forward, and move the focus.
 */
import { startIslands, stopIslands } from '../islands/runtime.tsx';
import {
  type NavigateOptions,
  commitLocation,
  isPlainClick,
  normalisePath,
  setNavigator,
  setRenderedPath,
  stripBase,
  withBase,
} from '../site/location.ts';

/** What this app keeps in history.state (location.ts reads `key` and `usr`). */
interface EntryState {
  key: string;
  usr?: unknown;
  /** Where the page was scrolled when the learner left this entry. */
  scroll?: number;
}

const PAGE_PARTS = '[data-page-part]';
const STYLESHEET_WAIT_MS = 3000;
const PREFETCHED_MAX = 24;

let navigation = 0;
/** The app path of the page now shown (404.html shows for many). */
let shownPath = '';
const prefetched = new Map<string, Promise<Response>>();

const newKey = () => Math.random().toString(36).slice(2, 10);
const entryState = (): Partial<EntryState> => (window.history.state as Partial<EntryState> | null) ?? {};

function appPathOf(url: URL): string | null {
  const path = stripBase(url.pathname);
  return path === null ? null : normalisePath(path);
}

/** Links to files (the search index, assets, the manifest) are not pages. */
function isPage(path: string): boolean {
  return !/^\/(assets|pagefind)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

/** Scroll positions by history entry, for a reload: what a page writes into history.state while it is left does not last. */
const POSITIONS_KEY = 'goprep:scroll';
const POSITIONS_MAX = 50;

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(POSITIONS_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The current entry's key, given one if it has none (an entry the browser made for a #section). */
function entryKey(): string {
  const state = entryState();
  if (state.key) return state.key;
  const key = newKey();
  window.history.replaceState({ ...state, key }, '');
  return key;
}

/** Remembers where the current entry is scrolled, before it is left. */
function saveScroll(): void {
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

function savedScroll(): number | undefined {
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

function fetchPage(path: string): Promise<Response> {
  let response = prefetched.get(path);
  prefetched.delete(path);
  response ??= fetch(withBase(path), { headers: { Accept: 'text/html' } });
  return response;
}

function prefetch(path: string): void {
  if (prefetched.has(path) || path === shownPath) return;
  if (prefetched.size >= PREFETCHED_MAX) prefetched.delete(prefetched.keys().next().value!);
  const response = fetch(withBase(path), { headers: { Accept: 'text/html' } });
  response.catch(() => prefetched.delete(path));
  prefetched.set(path, response);
}

/** Adds the stylesheets of the next page that this one lacks, and waits (briefly) for them. */
function addStylesheets(next: Document): Promise<unknown> {
  const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
  const loads: Promise<unknown>[] = [];
  for (const link of next.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')) {
    const href = new URL(link.getAttribute('href')!, window.location.href).href;
    if (have.has(href)) continue;
    const added = document.createElement('link');
    added.rel = 'stylesheet';
    added.href = href;
    loads.push(
      new Promise((done) => {
        added.addEventListener('load', done);
        added.addEventListener('error', done);
      }),
    );
    // Before the site's own stylesheet, as on a page loaded whole (scripts/page-html.mjs).
    const site = document.head.querySelector('link[data-site-css]');
    if (site) site.before(added);
    else document.head.append(added);
  }
  return Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, STYLESHEET_WAIT_MS))]);
}

function swapIn(next: Document): void {
  for (const part of document.querySelectorAll<HTMLElement>(PAGE_PARTS)) {
    const replacement = next.querySelector(`[data-page-part="${part.dataset.pagePart}"]`);
    if (!replacement) continue;
    stopIslands(part);
    part.replaceWith(document.importNode(replacement, true));
  }
  document.title = next.title;
  const description = next.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description != null) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  const rendered = next.getElementById('root')?.dataset.renderedPath;
  const root = document.getElementById('root');
  if (root && rendered) root.dataset.renderedPath = rendered;
  if (rendered) setRenderedPath(rendered);
  for (const part of document.querySelectorAll<HTMLElement>(PAGE_PARTS)) startIslands(part);
}

/** After the swap: the focus leaves what is gone for the new page's main part. */
function settleFocus(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}

async function go(to: string, options: NavigateOptions & { pop?: boolean } = {}): Promise<void> {
  const url = new URL(withBase(to), window.location.href);
  const path = url.origin === window.location.origin ? appPathOf(url) : null;
  if (path === null || !isPage(path)) {
    window.location.assign(url.href);
    return;
  }
  const id = ++navigation;
  const entry: EntryState = { key: newKey(), usr: options.state };
  if (path === shownPath) {
    // The same page: only the #section or the carried state changes.
    if (!options.pop) {
      saveScroll();
      window.history.scrollRestoration = 'manual';
      if (options.replace) window.history.replaceState(entry, '', url.href);
      else window.history.pushState(entry, '', url.href);
    }
    commitLocation();
    if (!revealHash(url.hash) && !options.pop) window.scrollTo(0, 0);
    return;
  }
  if (!options.pop) saveScroll();
  window.history.scrollRestoration = 'manual';
  let next: Document;
  try {
    const response = await fetchPage(path);
    const type = response.headers.get('Content-Type') ?? '';
    if (!type.includes('text/html')) throw new Error(`not a page: ${type}`);
    next = new DOMParser().parseFromString(await response.text(), 'text/html');
    if (!next.querySelector('[data-page-part="main"]')) throw new Error('not a page of this site');
    await addStylesheets(next);
  } catch {
    if (id === navigation) window.location.assign(url.href); // let the browser (or the offline copy) answer
    return;
  }
  if (id !== navigation) return; // a later navigation won
  if (!options.pop) {
    if (options.replace) window.history.replaceState(entry, '', url.href);
    else window.history.pushState(entry, '', url.href);
  }
  shownPath = path;
  swapIn(next);
  commitLocation();
  const saved = options.pop ? savedScroll() : undefined;
  if (saved !== undefined) window.scrollTo(0, saved);
  else if (!revealHash(url.hash)) window.scrollTo(0, 0);
  settleFocus();
}

function internalPath(anchor: HTMLAnchorElement): string | null {
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const path = appPathOf(url);
  return path !== null && isPage(path) ? path : null;
}

function onClick(event: MouseEvent): void {
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  if (!anchor || !isPlainClick(event, anchor)) return;
  const path = internalPath(anchor);
  if (path === null) return;
  const url = new URL(anchor.href);
  // A #section of this page: the browser's own fragment navigation (hashchange does the rest); the
  // entry left keeps its scroll position for the way back.
  if (path === shownPath && url.hash) {
    saveScroll();
    return;
  }
  event.preventDefault();
  void go(`${path}${url.search}${url.hash}`);
}

/** A link about to be followed: its page is fetched already while the finger or pointer comes down. */
function onIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  const path = anchor && !anchor.target ? internalPath(anchor) : null;
  if (path !== null && path !== shownPath) prefetch(path);
}

export function startNavigation(): void {
  shownPath = appPathOf(new URL(window.location.href)) ?? '/';
  const rendered = document.getElementById('root')?.dataset.renderedPath;
  if (rendered) setRenderedPath(rendered);
  if (!entryState().key) window.history.replaceState({ ...entryState(), key: newKey() }, '');
  setNavigator((to, options) => void go(to, options));

  // Until the first page is swapped in, the browser restores scroll positions itself. From then on the
  // entries are "manual" (a swap must not jump the old page to the new place): the app restores them,
  // also after a reload, from the positions kept in sessionStorage.
  window.addEventListener('pagehide', saveScroll);
  const kind = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  if (window.history.scrollRestoration === 'manual' && (kind === 'reload' || kind === 'back_forward')) {
    const saved = savedScroll();
    if (saved !== undefined) window.scrollTo(0, saved);
    else revealHash(window.location.hash);
  }

  document.addEventListener('click', onClick);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  window.addEventListener('popstate', () => {
    const url = new URL(window.location.href);
    const path = appPathOf(url) ?? '/';
    if (path === shownPath) {
      commitLocation();
      const scroll = savedScroll();
      if (scroll !== undefined) window.scrollTo(0, scroll);
      else revealHash(url.hash);
      return;
    }
    void go(`${path}${url.search}${url.hash}`, { pop: true });
  });
  window.addEventListener('hashchange', () => {
    entryKey();
    commitLocation();
    revealHash(window.location.hash);
  });
  // A link to a section inside a closed «Глубже» block or answer: open it (the browser only scrolls).
  if (hashTarget(window.location.hash)?.closest('details:not([open])')) revealHash(window.location.hash);
}
