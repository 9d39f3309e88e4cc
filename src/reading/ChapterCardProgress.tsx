import { t } from '../i18n/home.ts';
import { chapterBySlug } from '../site/chapters.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';

/** A chapter card's reading time and, once known, how much of it is read. */
export function ChapterCardProgress({ slug }: { slug: string }) {
  const chapter = chapterBySlug(slug);
  const hydrated = useHydrated();
  const read = useAppStore((s) => (chapter ? (s.reading.readSections[slug]?.filter((id) => chapter.sectionIds.includes(id)).length ?? 0) : 0));
  if (!chapter) return null;
  const total = chapter.sectionIds.length;
  return (
    <>
      <p className="chapter-card-meta">
        {t.home.readingTime(chapter.readingMinutes)}
        {hydrated && read > 0 && <> · {t.home.readProgress(read, total)}</>}
      </p>
      {hydrated && total > 0 && <progress max={total} value={read} aria-label={t.home.readProgress(read, total)} />}
    </>
  );
}
