/**
 * The section the reader is in: the last heading above a line near the top of the viewport (or the
 * last one at the very bottom). One scroll listener for the page, however many islands ask.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** A heading counts as the current section once it is this close to the top of the viewport (below the header). */
export const ACTIVE_LINE_PX = 120;

let ids: readonly string[] = [];
let idsKey = '';
let active: string | null = null;
const listeners = new Set<() => void>();
let frame = 0;

function measure() {
  frame = 0;
  const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
  let current: string | null = null;
  for (const id of ids) {
    const rect = document.getElementById(id)?.getBoundingClientRect();
    if (!rect || (rect.width === 0 && rect.height === 0)) continue; // missing, or in a closed <details>
    if (rect.top <= ACTIVE_LINE_PX) current = id;
    else break; // headings are in document order: the rest are further down
  }
  if (atBottom && ids.length > 0 && window.scrollY > 0) current = ids[ids.length - 1]!;
  if (current !== active) {
    active = current;
    for (const l of listeners) l();
  }
}

function schedule() {
  if (!frame) frame = requestAnimationFrame(measure);
}

function subscribe(sectionIds: readonly string[], listener: () => void): () => void {
  if (idsKey !== sectionIds.join(' ')) {
    ids = sectionIds;
    idsKey = sectionIds.join(' ');
    active = null;
  }
  if (listeners.size === 0) {
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
  }
  listeners.add(listener);
  schedule();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    cancelAnimationFrame(frame);
    frame = 0;
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    window.removeEventListener('hashchange', schedule);
  };
}

/** The id of the current section among `sectionIds` (the chapter's headings, in order); null before the first. */
export function useActiveSection(sectionIds: readonly string[]): string | null {
  const key = sectionIds.join(' ');
  const subscribeTo = useCallback((listener: () => void) => subscribe(key ? key.split(' ') : [], listener), [key]);
  return useSyncExternalStore(
    subscribeTo,
    () => (idsKey === key ? active : null),
    () => null,
  );
}
