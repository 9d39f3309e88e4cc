/**
 * Links and navigation for every layer of the app, a few lines in place of a router library (which
 * cost 14 kB gzip on every page): pages are pre-rendered HTML, so the only routing left in the browser
 * is to follow a link (src/app/navigation.ts swaps in the next page) and to read where one is.
 */
import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useSyncExternalStore } from 'react';
import { ROUTES } from './paths.ts';
import { type AppLocation, type NavigateOptions, getHydrationLocation, getLocation, isPlainClick, navigate, subscribeLocation, withBase } from './location.ts';

export { navigate };
export type { AppLocation, NavigateOptions };

export function useLocation(): AppLocation {
  return useSyncExternalStore(subscribeLocation, getLocation, getHydrationLocation);
}

/**
 * The current app path only. An island that needs no more should use this: the path an island was
 * rendered for equals the browser's, so hydrating it renders nothing again, whereas the whole location
 * (its key, its carried state) differs from the pre-rendered one and would re-render the island right
 * after hydration, throwing its pre-rendered HTML under a Suspense boundary away.
 */
export function usePathname(): string {
  return useSyncExternalStore(subscribeLocation, currentPathname, hydrationPathname);
}
const currentPathname = () => getLocation().pathname;

/** What the navigation to this entry carried, read once (no re-render when it changes). */
export function navigationState(): unknown {
  return typeof window === 'undefined' ? null : getLocation().state;
}
const hydrationPathname = () => getHydrationLocation().pathname;

export function useNavigate(): typeof navigate {
  return navigate;
}

/** `matchPath('/quiz/q/:id', '/quiz/q/err-x')` → `{ params: { id: 'err-x' } }`; null when it does not match. */
export function matchPath(pattern: string, pathname: string): { params: Record<string, string> } | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    let h: string;
    try {
      h = decodeURIComponent(have[i]!);
    } catch {
      return null;
    }
    if (w.startsWith(':')) params[w.slice(1)] = h;
    else if (w !== h) return null;
  }
  return { params };
}

/** The parameters of the app's route that matches the current path (ROUTES in paths.ts). */
export function useParams(): Record<string, string | undefined> {
  const pathname = usePathname();
  for (const route of ROUTES) {
    const match = matchPath(route, pathname);
    if (match) return match.params;
  }
  return {};
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path: '/chapters/errors#typed-nil'. */
  to: string;
  replace?: boolean;
  /** Carried with the navigation, read back with useLocation().state. */
  state?: unknown;
}

/**
 * A link to a page of the app: a plain <a> with the base path, so it works before any script and
 * opens in a new tab as any link does; a plain click goes through the page navigator.
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event, event.currentTarget)) return;
    event.preventDefault();
    navigate(to, { replace, state });
  };
  return <a href={withBase(to)} onClick={handle} {...rest} />;
}

/** A navigation link that says whether it leads to the current page (aria-current="page"). */
export function NavLink({ to, end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const pathname = usePathname();
  const target = to.split(/[?#]/)[0]!;
  const current = pathname === target || (!end && target !== '/' && pathname.startsWith(`${target}/`));
  const classes = [className, current ? 'active' : ''].filter(Boolean).join(' ');
  return <Link to={to} aria-current={current ? 'page' : undefined} className={classes || undefined} {...rest} />;
}

/** Goes to `to` as soon as it is shown (an old address of something that moved). */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) {
  useEffect(() => navigate(to, { replace, state }), [to, replace, state]);
  return null;
}
