import { useEffect } from 'react';
import { chapterBySlug } from '../site/chapters.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import { useActiveSection } from './activeSection.ts';

/** A section counts as read after this many seconds as the current section of a visible page. */
export const READ_DWELL_SECONDS = 3;

/** Marks the current section read after it has been on screen for a while; remembers where the learner is. Renders nothing. */
export function ReadTracker({ slug }: { slug: string }) {
  const sectionIds = chapterBySlug(slug)?.sectionIds ?? [];
  const active = useActiveSection(sectionIds);
  const markSectionRead = useAppStore((s) => s.markSectionRead);
  const visitChapter = useAppStore((s) => s.visitChapter);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) visitChapter(slug, active);
  }, [hydrated, slug, active, visitChapter]);
  useEffect(() => {
    if (!hydrated || !active) return;
    let seconds = 0;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      seconds += 1;
      if (seconds >= READ_DWELL_SECONDS) {
        markSectionRead(slug, active);
        window.clearInterval(timer);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [hydrated, slug, active, markSectionRead]);
  return null;
}
