import { t } from '../i18n/home.ts';
import { chapterBySlug, chapters } from '../site/chapters.ts';
import { paths } from '../site/paths.ts';
import { Link } from '../site/router.tsx';
import { useAppStore, useHydrated } from '../store/appStore.ts';

/** «Продолжить: <глава>» where the learner left off, or «Начать» on a first visit. */
export function ContinueCard() {
  const hydrated = useHydrated();
  const last = useAppStore((s) => s.reading.lastVisited);
  const chapter = last ? chapterBySlug(last.slug) : undefined;
  const first = chapters[0];
  if (!hydrated) return <div className="continue-card continue-card-placeholder" aria-hidden="true" />;
  if (!chapter || !last) {
    return first ? (
      <div className="continue-card">
        <Link className="button button-primary" to={paths.chapter(first.slug)}>
          {t.home.startAction}
        </Link>
      </div>
    ) : null;
  }
  const section = last.sectionId ?? null;
  return (
    <div className="continue-card" data-testid="continue">
      <p className="continue-title">{t.home.continueTitle}</p>
      <Link className="button button-primary" to={paths.chapter(chapter.slug, section)}>
        {t.home.continueAction}: {chapter.title}
      </Link>
    </div>
  );
}
