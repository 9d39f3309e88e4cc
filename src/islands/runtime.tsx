/**
 * The island runtime (browser): finds the <go-island> elements of the page, and hydrates each on its
 * own when its time comes (at once, when the main thread is idle, or when it nears the viewport),
 * loading only that component's code. Every island is a separate React root; they share the one
 * zustand store and the location (src/site/location.ts), which are module state.
 */
import { type ComponentType, startTransition } from 'react';
import { type Root, createRoot, hydrateRoot } from 'react-dom/client';
import { onIdle } from '../site/idle.ts';
import { OPENS_SEARCH } from '../study/search/openSearch.ts';
import { ISLAND_TAG } from './define.ts';
import { IslandFrame } from './IslandFrame.tsx';
import { type IslandName, islands } from './registry.ts';

/** How near the viewport a `visible` island starts loading: a screen or so ahead of the reader. */
const NEAR_VIEWPORT = '600px 0px';
const IDLE_TIMEOUT_MS = 2500;

const roots = new Map<HTMLElement, Root>();
/** Observed element → the island it belongs to (a `visible` island is watched through its children). */
const watched = new Map<Element, HTMLElement>();
let observer: IntersectionObserver | null = null;


function visibility(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = watched.get(entry.target);
        if (el) void hydrateIsland(el);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  return observer;
}

function stopWatching(el: HTMLElement): void {
  for (const [target, owner] of watched) {
    if (owner !== el) continue;
    observer?.unobserve(target);
    watched.delete(target);
  }
}

/** The props of an island: the JSON data block at its start (src/islands/Island.tsx), read once and removed. */
function readProps(el: HTMLElement): Record<string, unknown> {
  const block = el.firstElementChild;
  if (block?.tagName !== 'SCRIPT' || (block as HTMLScriptElement).type !== 'application/json') return {};
  const props = JSON.parse(block.textContent ?? '{}') as Record<string, unknown>;
  block.remove();
  return props;
}

async function hydrateIsland(el: HTMLElement): Promise<void> {
  if (el.dataset.state === 'hydrating' || el.dataset.state === 'hydrated') return;
  el.dataset.state = 'hydrating';
  stopWatching(el);
  const name = el.dataset.island as IslandName;
  const definition = islands[name];
  if (!definition) {
    console.error(`unknown island "${name}"`);
    el.dataset.state = 'failed';
    return;
  }
  let Component: ComponentType<Record<string, unknown>>;
  let props: Record<string, unknown>;
  try {
    Component = (await definition.load()) as ComponentType<Record<string, unknown>>;
    props = readProps(el);
  } catch (error) {
    // Offline with the chunk not stored, or a newer deployment: the HTML stays as it is, readable.
    console.error(`island ${name} could not load`, error);
    el.dataset.state = 'failed';
    return;
  }
  if (!el.isConnected) return; // the page was swapped meanwhile
  // "hydrated" once React has committed the island, not when it was asked to: a test or a script
  // that waits for it then finds every button answered by React.
  const live = () => {
    el.dataset.state = 'hydrated';
  };
  const node = (
    <IslandFrame name={name} onLive={live}>
      <Component {...props} />
    </IslandFrame>
  );
  const options = { identifierPrefix: `${el.dataset.uid ?? name}-` };
  let root!: Root;
  // In a transition React renders in slices of a few milliseconds and yields to input between
  // them; a default-priority hydration is one task, 100 ms and more on a phone for a lab.
  startTransition(() => {
    if ('fresh' in el.dataset || (typeof definition.fresh === 'function' && definition.fresh())) {
      root = createRoot(el, options);
      root.render(node);
    } else {
      root = hydrateRoot(el, node, options);
    }
  });
  roots.set(el, root);
  replayClicks(el);
}

/**
 * Clicks on an island's buttons before it hydrated, kept to be replayed once it has. Such a button is on
 * screen (pre-rendered) but does nothing yet; a tap on a lab's preset in the first second on a phone
 * would be lost. Only `type="button"` buttons: their click has no default the browser already acted on
 * (a link was followed, a checkbox toggled), so a replay cannot do a thing twice.
 */
const pendingClicks = new Map<HTMLElement, HTMLButtonElement[]>();

function keepClick(event: Event): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>('button[type="button"]') : null;
  const island = button?.closest<HTMLElement>(ISLAND_TAG);
  // The search button is answered before its island hydrates already (src/study/globalShortcuts.ts).
  // From hydrateRoot on, React listens on the island and answers (or replays) a click itself.
  if (!button || !island || button.hasAttribute(OPENS_SEARCH) || roots.has(island) || island.dataset.state === 'failed') return;
  pendingClicks.set(island, [...(pendingClicks.get(island) ?? []), button]);
}

function replayClicks(island: HTMLElement): void {
  const buttons = pendingClicks.get(island);
  if (!buttons) return;
  pendingClicks.delete(island);
  // Right after hydrateRoot: React, listening now, hydrates at once for the click (seen with React 19.3.1; a click
  // before hydrateRoot, or on a part still loading behind Suspense, it does not see or drops).
  for (const button of buttons) if (button.isConnected && island.contains(button)) button.click();
}

/**
 * Starts keeping clicks on islands that have not hydrated yet, from the page's early-input recorder
 * (src/site/earlyInput.ts: clicks before the app started) and from now on.
 */
export function keepClicksUntilHydrated(earlyEvents: readonly Event[]): void {
  for (const event of earlyEvents) if (event.type === 'click') keepClick(event);
  document.addEventListener('click', keepClick, true);
}

function schedule(el: HTMLElement): void {
  if (el.dataset.state) return;
  el.dataset.state = 'waiting';
  const when = el.dataset.when;
  if (when === 'load') {
    void hydrateIsland(el);
    return;
  }
  const targets = [...el.children].filter((c) => c.tagName !== 'SCRIPT');
  if (when === 'idle' || targets.length === 0) {
    onIdle(() => void hydrateIsland(el), IDLE_TIMEOUT_MS);
    return;
  }
  for (const target of targets) {
    watched.set(target, el);
    visibility().observe(target);
  }
}

/** Schedules every island within `container` (the document at start, a swapped-in page later). */
export function startIslands(container: ParentNode = document): void {
  for (const el of container.querySelectorAll<HTMLElement>(ISLAND_TAG)) {
    if (el.parentElement?.closest(ISLAND_TAG)) continue; // inside another island: part of its render
    schedule(el);
  }
}

/** Unmounts every island within `container`, before it leaves the page. */
export function stopIslands(container: ParentNode): void {
  for (const [el, root] of roots) {
    if (!container.contains(el)) continue;
    root.unmount();
    roots.delete(el);
  }
  for (const el of pendingClicks.keys()) if (container.contains(el)) pendingClicks.delete(el);
  for (const [target, owner] of watched) {
    if (container.contains(owner)) {
      observer?.unobserve(target);
      watched.delete(target);
    }
  }
}
