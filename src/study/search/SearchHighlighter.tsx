import { useEffect } from 'react';
import { useLocation } from '../../site/router.tsx';
import type { SearchNavigationState } from './SearchDialog.tsx';

/** The highlighter's code loads with the first search result opened. */
const loadHighlight = () => import('./highlight.ts');
let highlighted = false;

/** Frames to wait for a lazily loaded page (a chapter) to show the section a result points at. */
const MAX_FRAMES = 300;

/** After a search result is opened: scrolls to its section and highlights the matched words. */
export function SearchHighlighter() {
  const location = useLocation();
  const search = (location.state as Partial<SearchNavigationState> | null)?.search;
  useEffect(() => {
    if (!search) {
      if (highlighted) void loadHighlight().then((m) => m.clearSearchHighlight());
      highlighted = false;
      return;
    }
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const target = search.sectionId
        ? document.getElementById(search.sectionId)
        : (document.querySelector('[data-pagefind-body]') ?? document.querySelector('main h1'));
      if (target) {
        if (search.sectionId) target.scrollIntoView();
        highlighted = true;
        void loadHighlight().then((m) => m.applySearchHighlight(search.sectionId, search.terms, search.stems));
        return;
      }
      if (tries++ < MAX_FRAMES) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
    // The location key changes on every navigation, also to the same address.
  }, [location.key, search]);
  return null;
}
