/**
 * A hint on everything in a lab that scrolls sideways: the edge with more content fades out
 * (layout.css draws it from `data-scroll-at`), so a cut-off row of presets, a wide table or a long
 * code line reads as "there is more". Found by looking, not by a list: any element of the lab whose
 * overflow-x scrolls and whose content is wider than it.
 */
import { type RefObject, useEffect } from 'react';
import { onIdle } from '../../site/idle.ts';

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

/**
 * Runs `read` right after the browser's next layout, where reading styles and sizes costs nothing more:
 * a ResizeObserver reports a new observation then. Read at any other moment, a scan after a commit is
 * a forced style recalculation and layout of the whole lab (≈ 15 ms at desktop speed, four times that
 * under Lighthouse's phone throttling: a long task of its own in a lab's load). Returns a function that cancels it.
 */
function afterNextLayout(el: HTMLElement, read: () => void): () => void {
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    read();
  });
  observer.observe(el);
  return () => observer.disconnect();
}

/** Keeps the hints of everything under `root` up to date (after layout changes settle). */
export function useScrollHints(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    let timer: number | undefined;
    let cancelIdle = () => {};
    // After changes have settled, when the page is idle, and then right after a layout: a scan must not
    // come between a result and its charts.
    const later = () => {
      window.clearTimeout(timer);
      cancelIdle();
      timer = window.setTimeout(
        () =>
          (cancelIdle = onIdle(() => {
            cancelIdle = afterNextLayout(el, () => scan(el));
          }, 2000)),
        300,
      );
    };
    later();
    const resize = new ResizeObserver(later);
    resize.observe(el);
    // A chart redrawing changes hundreds of SVG nodes; none of them scrolls, so they ask for no scan
    // (a scan reads the computed style of every element: tens of milliseconds on a phone).
    // The cheap test first: a commit that replaces a chart brings thousands of records.
    const inChart = (r: MutationRecord) => r.target instanceof SVGElement || (r.target instanceof Element && r.target.closest('svg, .lab-chart') !== null);
    const mutation = new MutationObserver((records) => {
      if (!records.every(inChart)) later();
    });
    mutation.observe(el, { childList: true, subtree: true });
    return () => {
      window.clearTimeout(timer);
      cancelIdle();
      resize.disconnect();
      mutation.disconnect();
    };
  }, [root]);
}
