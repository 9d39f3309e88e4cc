/**
 * Where the learner is, for every island of the page at once (each island is its own React root, so
 * the location cannot live in a React context), and how to go elsewhere. Paths here are the app's
 * own (`/chapters/errors`), without the base path the site may be hosted under.
 *
 * The page navigator (src/app/navigation.ts) is registered at start; until then, and on the server,
 * `navigate` loads the page as a link would.
 */

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (history.state.usr), e.g. the terms a search result should highlight. */
  state: unknown;
  /** Changes with every navigation, also to the same address. */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type Navigator = (to: string, options?: NavigateOptions) => void;

/** The base path of the build without its trailing slash: '' or '/go-errors'. */
export const BASE = import.meta.env.BASE_URL.replace(/\/$/, '');

/** An app path as the browser addresses it: '/chapters/x#y' → '/go-errors/chapters/x#y'. */
export function withBase(to: string): string {
  if (!to.startsWith('/')) return to;
  return `${BASE}${to}` || '/';
}

/** A browser pathname as the app names it, or null when it lies outside the site. */
export function stripBase(pathname: string): string | null {
  if (!BASE) return pathname;
  if (pathname === BASE) return '/';
  return pathname.startsWith(`${BASE}/`) ? pathname.slice(BASE.length) : null;
}

/** '/chapters/x/' → '/chapters/x' (pre-rendered pages and the offline copy are named without the slash). */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

const listeners = new Set<() => void>();
let current: AppLocation | null = null;
let serverLocation: AppLocation = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
let hydration: AppLocation = serverLocation;

function read(): AppLocation {
  const state = window.history.state as { usr?: unknown; key?: string } | null;
  return {
    pathname: normalisePath(stripBase(window.location.pathname) ?? window.location.pathname),
    search: window.location.search,
    hash: window.location.hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

export function getLocation(): AppLocation {
  if (typeof window === 'undefined') return serverLocation;
  current ??= read();
  return current;
}

/**
 * The location the HTML of the page's islands was rendered for: on the server the page's own; in the
 * browser the path the shown page was rendered for (404.html is rendered for /404), with no query,
 * hash or state, so that an island's first render matches its HTML.
 */
export function getHydrationLocation(): AppLocation {
  return typeof window === 'undefined' ? serverLocation : hydration;
}

export function subscribeLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Server: the page being rendered. */
export function setServerLocation(pathname: string): void {
  serverLocation = { pathname, search: '', hash: '', state: null, key: 'default' };
}

/** Browser: the path the page now shown was rendered for (set at start and after every page swap). */
export function setRenderedPath(pathname: string): void {
  if (hydration.pathname !== pathname) hydration = { pathname, search: '', hash: '', state: null, key: 'default' };
}

/** Browser: the history entry changed; every island that reads the location renders again. */
export function commitLocation(): void {
  current = read();
  for (const l of listeners) l();
}

let navigator: Navigator = (to, options) => {
  if (typeof window === 'undefined') return;
  if (options?.replace) window.location.replace(withBase(to));
  else window.location.assign(withBase(to));
};

export function setNavigator(next: Navigator): void {
  navigator = next;
}

/** Goes to an app path (`/quiz/q/x`, `/chapters/y#z`), through the page navigator when there is one. */
export function navigate(to: string, options?: NavigateOptions): void {
  navigator(to, options);
}

/** A click the page should handle itself: the main button, no modifier, no other target. */
export function isPlainClick(
  event: Pick<MouseEvent, 'button' | 'defaultPrevented' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
  anchor: HTMLAnchorElement,
): boolean {
  return (
    event.button === 0 &&
    !event.defaultPrevented &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download')
  );
}
