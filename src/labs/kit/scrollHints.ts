/**
 * A hint on everything in a lab that scrolls sideways: the edge with more content fades out
 * (layout.css draws it from `data-scroll-at`), so a cut-off row of presets, a wide table or a long
 * code line reads as "there is more". Found by looking, not by a list: any element of the lab whose
 * overflow-x scrolls and whose content is wider than it.
 */
import { type RefObject, useEffect } from 'react';

function position(el: HTMLElement): 'start' | 'middle' | 'end' {
  if (el.scrollLeft <= 1) return 'start';
  if (el.scrollLeft + el.clientWidth >= el.scrollWidth - 1) return 'end';
  return 'middle';
}

const tracked = new WeakSet<HTMLElement>();

function update(el: HTMLElement) {
  if (el.scrollWidth > el.clientWidth + 1) {
    el.dataset.scrollAt = position(el);
    if (!tracked.has(el)) {
      tracked.add(el);
      el.addEventListener('scroll', () => update(el), { passive: true });
    }
  } else if (el.dataset.scrollAt) {
    delete el.dataset.scrollAt;
  }
}

function scan(root: HTMLElement) {
  // SVG never scrolls; skipping it keeps a scan to the few hundred HTML elements of a lab.
  for (const el of root.querySelectorAll<HTMLElement>(':not(svg, svg *)')) {
    const overflow = getComputedStyle(el).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') update(el);
  }
}

/** Keeps the hints of everything under `root` up to date (after layout changes settle). */
export function useScrollHints(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let timer: number | undefined;
    const later = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => scan(el), 300);
    };
    later();
    const resize = new ResizeObserver(later);
    resize.observe(el);
    // A chart redrawing changes hundreds of SVG nodes; none of them scrolls, so they ask for no scan
    // (a scan reads the computed style of every element: tens of milliseconds on a phone).
    const mutation = new MutationObserver((records) => {
      if (records.some((r) => !(r.target instanceof Element && r.target.closest('svg, .lab-chart')))) later();
    });
    mutation.observe(el, { childList: true, subtree: true });
    return () => {
      window.clearTimeout(timer);
      resize.disconnect();
      mutation.disconnect();
    };
  }, [root]);
}
