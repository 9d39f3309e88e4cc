/**
 * Marks the words a search matched inside the section it opened, with the CSS Custom Highlight API:
 * no element is added to the page React owns. Where that API is missing, only the section heading
 * is marked (a data attribute the stylesheet animates).
 */

export const HIGHLIGHT_NAME = 'search-hit';
const HEADING_ATTR = 'data-search-target';

interface HighlightRegistry {
  set(name: string, value: unknown): void;
  delete(name: string): void;
}

function highlightRegistry(): HighlightRegistry | null {
  const css = (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS;
  const Ctor = (globalThis as { Highlight?: unknown }).Highlight;
  return css?.highlights && typeof Ctor === 'function' ? css.highlights : null;
}

/** The content of a section: from its heading up to the next heading of the same or a higher level. */
function sectionRange(heading: Element | null, root: Element): Range {
  const range = document.createRange();
  if (!heading) {
    range.selectNodeContents(root);
    return range;
  }
  range.setStartBefore(heading);
  const level = /^H([1-6])$/.exec(heading.tagName)?.[1];
  range.setEndAfter(root.lastChild ?? root);
  if (level) {
    const selector = Array.from({ length: Number(level) }, (_, i) => `h${i + 1}`).join(',');
    for (const el of root.querySelectorAll(selector)) {
      if (el !== heading && heading.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) {
        range.setEndBefore(el);
        break;
      }
    }
  }
  return range;
}

function findRanges(scope: Range, root: Element, terms: string[]): Range[] {
  const wanted = terms.map((t) => t.toLowerCase()).filter((t) => t.length >= 2);
  if (wanted.length === 0) return [];
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!scope.intersectsNode(node)) continue;
    if ((node.parentElement?.closest('[data-pagefind-ignore], .anchor, button') ?? null) !== null) continue;
    const text = (node.nodeValue ?? '').toLowerCase();
    for (const term of wanted) {
      let at = text.indexOf(term);
      while (at >= 0) {
        const r = document.createRange();
        r.setStart(node, at);
        r.setEnd(node, at + term.length);
        ranges.push(r);
        at = text.indexOf(term, at + term.length);
      }
    }
    if (ranges.length > 200) break;
  }
  return ranges;
}

/** Clears what the last search marked. */
export function clearSearchHighlight(): void {
  highlightRegistry()?.delete(HIGHLIGHT_NAME);
  for (const el of document.querySelectorAll(`[${HEADING_ATTR}]`)) el.removeAttribute(HEADING_ATTR);
}

/**
 * Highlights `terms` (tried first) or `fallback` (stems of the query) in the section `sectionId`
 * (or the whole indexed region), opens every closed <details> that holds a hit and brings the first into view.
 * Returns how many places were marked.
 */
export function applySearchHighlight(sectionId: string | null, terms: string[], fallback: string[]): number {
  clearSearchHighlight();
  const root = document.querySelector('[data-pagefind-body]') ?? document.querySelector('main');
  if (!root) return 0;
  const heading = sectionId ? document.getElementById(sectionId) : null;
  const scope = sectionRange(heading, root);
  let ranges = findRanges(scope, root, terms);
  if (ranges.length === 0) ranges = findRanges(scope, root, fallback);
  heading?.setAttribute(HEADING_ATTR, '');
  const registry = highlightRegistry();
  if (registry && ranges.length > 0) {
    const HighlightCtor = (globalThis as unknown as { Highlight: new (...r: Range[]) => unknown }).Highlight;
    registry.set(HIGHLIGHT_NAME, new HighlightCtor(...ranges));
  }
  // A hit inside a closed answer (<details>) would be invisible: open those answers.
  for (const r of ranges) {
    const details = r.startContainer.parentElement?.closest('details');
    if (details && !details.open) details.open = true;
  }
  const first = ranges[0];
  if (first) {
    const container = first.startContainer.parentElement;
    // The heading is where the link points; the first hit further down is brought into view too.
    const rect = first.getBoundingClientRect();
    if (rect.bottom > window.innerHeight || rect.top < 0) container?.scrollIntoView({ block: 'center' });
  }
  return ranges.length;
}
