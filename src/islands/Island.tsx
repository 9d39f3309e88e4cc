/**
 * `<Island name="Quiz" props={{ id }} />`: at build time, renders the component to HTML inside a
 * <go-island> element that names it and carries its props; in the browser, the island runtime
 * (runtime.tsx) hydrates exactly that element, on its own, when its time comes. Server only: the
 * pages and chapter tags that use it never run in the browser.
 *
 * Each island is rendered as its own tree with its own id prefix, as the browser will hydrate it:
 * ids made by useId are then the same on both sides and unique on the page.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { type HydrateWhen, ISLAND_TAG } from './define.ts';
import { recordPageModules } from '../site/pageModules.ts';
import { IslandFrame } from './IslandFrame.tsx';
import { type IslandName, type IslandProps, islands } from './registry.ts';

const loaded = new Map<IslandName, ComponentType<never>>();

/** Loads every island's component, so that pages render synchronously (the pre-renderer calls it once). */
export async function preloadIslands(): Promise<void> {
  await Promise.all(
    (Object.keys(islands) as IslandName[]).map(async (name) => {
      loaded.set(name, (await islands[name].load()) as ComponentType<never>);
    }),
  );
}

/**
 * What one page's render used: the islands (for their CSS), those that hydrate at once (for their
 * preloads), and a count per name for the id prefixes.
 */
export interface IslandUse {
  names: Set<IslandName>;
  atLoad: Set<IslandName>;
  counts: Map<IslandName, number>;
  /** Modules the islands load as soon as they hydrate (src/site/pageModules.ts). */
  loadedWith: Set<string>;
}

let page: IslandUse = { names: new Set(), atLoad: new Set(), counts: new Map(), loadedWith: new Set() };

/** Starts the record of one page; returns it (read after the page is rendered). */
export function startIslandRecord(): IslandUse {
  page = { names: new Set(), atLoad: new Set(), counts: new Map(), loadedWith: recordPageModules() };
  return page;
}


declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      [ISLAND_TAG]: React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

type IslandAttributes<N extends IslandName> = { name: N; when?: HydrateWhen } & (object extends IslandProps<N> ? { props?: IslandProps<N> } : { props: IslandProps<N> });

export function Island<N extends IslandName>({ name, props, when }: IslandAttributes<N>) {
  const Component = loaded.get(name) as ComponentType<Record<string, unknown>> | undefined;
  if (!Component) throw new Error(`island "${name}" is not loaded: call preloadIslands() before rendering`);
  const definition = islands[name];
  // Named after the island and counted per name: the header's islands, which stay while pages are
  // swapped beneath them, keep the same prefix on every page, and no island of a page can take it.
  const n = page.counts.get(name) ?? 0;
  page.counts.set(name, n + 1);
  page.names.add(name);
  const uid = `${name}${n}`;
  const given = (props ?? {}) as Record<string, unknown>;
  const html = renderToString(
    <IslandFrame name={name}>
      <Component {...given} />
    </IslandFrame>,
    { identifierPrefix: `${uid}-` },
  );
  const hydrate = when ?? definition.when;
  if (hydrate === 'load') page.atLoad.add(name);
  const attributes: Record<string, string> = { 'data-island': name, 'data-uid': uid, 'data-when': hydrate };
  if ('fresh' in definition && definition.fresh === true) attributes['data-fresh'] = '';
  // Props as a JSON data block (never run), not an attribute: no &quot; for every quote. The runtime
  // takes it out before hydrating. `<` is escaped so that no text can close the block.
  const data = props && Object.keys(props).length > 0 ? `<script type="application/json">${JSON.stringify(props).replace(/</g, '\\u003c')}</script>` : '';
  return <go-island {...attributes} dangerouslySetInnerHTML={{ __html: data + html }} />;
}
