import { t } from '../i18n/chapter.ts';
import { chapterBySlug } from '../site/chapters.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';

/** « · Прочитано N из M разделов» under a chapter's title, once the saved progress is known. */
export function ReadProgress({ slug }: { slug: string }) {
  const meta = chapterBySlug(slug);
  const hydrated = useHydrated();
  const read = useAppStore((s) => (meta ? (s.reading.readSections[slug]?.filter((id) => meta.sectionIds.includes(id)).length ?? 0) : 0));
  if (!hydrated || !meta) return null;
  return <span data-testid="sections-read"> · {t.chapter.sectionsRead(read, meta.sectionIds.length)}</span>;
}
