/**
 * The page navigator (browser). Every page is pre-rendered HTML; following a link inside the site
 * swaps the next page in without a reload (pageSwap.ts): the header's islands and the store stay.
 * This part is there from the start: it catches the clicks on links (also in chapter text and in
 * islands not yet hydrated), back and forward, #sections, and keeps what a browser does for a page:
 * scroll to the #section (opening the <details> around it) and restore the scroll position on back,
 * forward and reload.
 */
import { commitLocation, isPlainClick, setNavigator, setRenderedPath } from '../site/location.ts';
import { appPathOf, entryKey, entryState, hashIsHidden, isPage, newKey, revealHash, saveScroll, savedScroll, shown } from './history.ts';

/** The page swap loads with the first link the learner points at, touches or focuses (pageSwap.ts). */
const pageSwap = () => import('./pageSwap.ts');

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
  if (path === shown.path && url.search === window.location.search && url.hash) {
    saveScroll();
    return;
  }
  event.preventDefault();
  void pageSwap().then((swap) => swap.go(`${path}${url.search}${url.hash}`), () => window.location.assign(url.href));
}

/** A link about to be followed: its page is fetched already while the finger or pointer comes down. */
function onIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
  const path = anchor && !anchor.target ? internalPath(anchor) : null;
  if (path !== null && path !== shown.path) void pageSwap().then((swap) => swap.prefetch(path), () => {});
}

export function startNavigation(): void {
  shown.path = appPathOf(new URL(window.location.href)) ?? '/';
  const rendered = document.getElementById('root')?.dataset.renderedPath;
  if (rendered) setRenderedPath(rendered);
  if (!entryState().key) window.history.replaceState({ ...entryState(), key: newKey() }, '');
  setNavigator((to, options) => void pageSwap().then((swap) => swap.go(to, options)));

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
    if (path === shown.path) {
      commitLocation();
      const scroll = savedScroll();
      if (scroll !== undefined) window.scrollTo(0, scroll);
      else revealHash(url.hash);
      return;
    }
    void pageSwap().then((swap) => swap.go(`${path}${url.search}${url.hash}`, { pop: true }), () => window.location.reload());
  });
  window.addEventListener('hashchange', () => {
    entryKey();
    commitLocation();
    revealHash(window.location.hash);
  });
  // A link to a section inside a closed «Глубже» block or answer: open it (the browser only scrolls).
  if (hashIsHidden(window.location.hash)) revealHash(window.location.hash);
}
