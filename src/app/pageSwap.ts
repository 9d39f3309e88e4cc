/**
 * The page swap (browser), loaded with the first link the learner goes for: fetches the next page's
 * pre-rendered HTML (the same file a visit or the offline copy would give, so its bytes come once),
 * puts its <main> and navigation in place of the current ones, adds the stylesheets it lacks and
 * hydrates its islands. Anything unexpected (offline with no copy, a page that is not the site's)
 * becomes an ordinary page load.
 */
import { startIslands, stopIslands } from '../islands/runtime.tsx';
import { type NavigateOptions, commitLocation, setRenderedPath, withBase } from '../site/location.ts';
import { type EntryState, appPathOf, isPage, newKey, revealHash, saveScroll, savedScroll, shown } from './history.ts';

const PAGE_PARTS = '[data-page-part]';
const STYLESHEET_WAIT_MS = 3000;
const PREFETCHED_MAX = 24;

let navigation = 0;
const prefetched = new Map<string, Promise<Response>>();

function fetchPage(path: string): Promise<Response> {
  let response = prefetched.get(path);
  prefetched.delete(path);
  response ??= fetch(withBase(path), { headers: { Accept: 'text/html' } });
  return response;
}

export function prefetch(path: string): void {
  if (prefetched.has(path) || path === shown.path) return;
  if (prefetched.size >= PREFETCHED_MAX) prefetched.delete(prefetched.keys().next().value!);
  const response = fetch(withBase(path), { headers: { Accept: 'text/html' } });
  response.catch(() => prefetched.delete(path));
  prefetched.set(path, response);
}

/** Puts a stylesheet where a page loaded whole has it: before the site's own (scripts/page-html.mjs). */
function addBeforeSiteStylesheet(...nodes: Node[]): void {
  const site = document.head.querySelector('link[data-site-css]');
  if (site) site.before(...nodes);
  else document.head.append(...nodes);
}

/**
 * Adds the stylesheets of the next page that this one lacks, and waits (briefly) for those it links. A small
 * one comes inline in the page (scripts/build.mjs): its rules are copied with the disabled link that marks it.
 */
function addStylesheets(next: Document): Promise<unknown> {
  const have = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.href));
  const loads: Promise<unknown>[] = [];
  for (const link of next.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')) {
    const href = new URL(link.getAttribute('href')!, window.location.href).href;
    if (have.has(href)) continue;
    const inline = link.hasAttribute('disabled') ? next.querySelector(`head style[data-stylesheet="${CSS.escape(link.getAttribute('href')!)}"]`) : null;
    if (inline) {
      addBeforeSiteStylesheet(document.importNode(inline, true), document.importNode(link, true));
      continue;
    }
    const added = document.createElement('link');
    added.rel = 'stylesheet';
    added.href = href;
    loads.push(
      new Promise((done) => {
        added.addEventListener('load', done);
        added.addEventListener('error', done);
      }),
    );
    addBeforeSiteStylesheet(added);
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

/** Goes to an app path: the same page's #section, or another page swapped in. */
export async function go(to: string, options: NavigateOptions & { pop?: boolean } = {}): Promise<void> {
  const url = new URL(withBase(to), window.location.href);
  const path = url.origin === window.location.origin ? appPathOf(url) : null;
  if (path === null || !isPage(path)) {
    window.location.assign(url.href);
    return;
  }
  const id = ++navigation;
  const entry: EntryState = { key: newKey(), usr: options.state };
  if (path === shown.path && url.search === window.location.search) {
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
    // Let the browser (or the offline copy) answer: load the address (back/forward already shows it).
    if (id === navigation) {
      if (options.pop) window.location.reload();
      else window.location.assign(url.href);
    }
    return;
  }
  if (id !== navigation) return; // a later navigation won
  if (!options.pop) {
    if (options.replace) window.history.replaceState(entry, '', url.href);
    else window.history.pushState(entry, '', url.href);
  }
  shown.path = path;
  swapIn(next);
  commitLocation();
  const saved = options.pop ? savedScroll() : undefined;
  if (saved !== undefined) window.scrollTo(0, saved);
  else if (!revealHash(url.hash)) window.scrollTo(0, 0);
  settleFocus();
}
