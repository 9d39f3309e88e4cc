/**
 * What an island is: a component the browser hydrates on its own, on top of HTML rendered at build
 * time, with props that travel in the HTML as JSON.
 */
import type { ComponentType } from 'react';

/**
 * When an island hydrates: `load` at once (what the first click may need: the header's buttons, a
 * page's main tool), `idle` when the main thread is free, `visible` when it comes near the viewport.
 */
export type HydrateWhen = 'load' | 'idle' | 'visible';

export interface IslandDefinition<P> {
  /** The component's module, loaded on demand: its code is in no page's first chunk unless asked. */
  load: () => Promise<ComponentType<P>>;
  /** The module's path below the project root, to find its CSS and chunks in Vite's manifest. */
  module: string;
  when: HydrateWhen;
  /**
   * Render afresh instead of hydrating: for HTML made for another address (404.html is rendered for
   * /404 and shown for any unknown one). A function decides in the browser, at hydration time (a lab
   * page's HTML is made for its link without a query).
   */
  fresh?: boolean | (() => boolean);
  /** Part of the main script (what every page shows at once), not a chunk of its own. */
  eager?: boolean;
}

export function island<P>(module: string, load: () => Promise<ComponentType<P>>, when: HydrateWhen, options: Pick<IslandDefinition<P>, 'fresh'> = {}): IslandDefinition<P> {
  return { module, load, when, ...options };
}

/** An island on every page, hydrated at once: its code comes with the main script (one request, not one each). */
export function everyPage<P>(module: string, Component: ComponentType<P>, when: HydrateWhen): IslandDefinition<P> {
  return { module, load: () => Promise.resolve(Component), when, eager: true };
}

/** The element that holds one island in the HTML (display: contents, so it adds no box). */
export const ISLAND_TAG = 'go-island';
