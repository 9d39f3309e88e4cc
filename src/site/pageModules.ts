/**
 * Modules an island will load as soon as it hydrates (a lab page's lab, say), recorded while the
 * pre-renderer renders a page: the page then preloads their chunks and links their CSS in its head,
 * instead of finding them one round trip after its own code. A no-op in the browser.
 */
let pageModules: Set<string> | null = null;

export function loadsWithPage(module: string): void {
  if (import.meta.env.SSR) pageModules?.add(module);
}

/** Starts recording for one page's render (the pre-renderer, src/islands/Island.tsx); returns the record. */
export function recordPageModules(): Set<string> {
  pageModules = new Set();
  return pageModules;
}
