import { Link } from 'react-router';
import { t } from '../i18n/index.ts';
import { QuizDueCard } from '../quiz-ui/QuizDue.tsx';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import { chapterBySlug, chapters } from './chapters.ts';
import { useDocumentMeta } from './documentMeta.tsx';
import { paths } from './paths.ts';

function ContinueCard() {
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

function ChapterCard({ slug }: { slug: string }) {
  const chapter = chapterBySlug(slug)!;
  const hydrated = useHydrated();
  const read = useAppStore((s) => s.reading.readSections[slug]?.filter((id) => chapter.sectionIds.includes(id)).length ?? 0);
  const total = chapter.sectionIds.length;
  return (
    <li className="chapter-card">
      <Link to={paths.chapter(slug)}>
        <span className="chapter-card-order">{chapter.order}</span>
        <span className="chapter-card-title">{chapter.title}</span>
      </Link>
      <p>{chapter.summary}</p>
      <p className="chapter-card-meta">
        {t.chapter.readingTime(chapter.readingMinutes)}
        {hydrated && read > 0 && <> · {t.home.readProgress(read, total)}</>}
      </p>
      {hydrated && total > 0 && <progress max={total} value={read} aria-label={t.home.readProgress(read, total)} />}
    </li>
  );
}

export function ChapterCards() {
  return (
    <ol className="chapter-cards">
      {chapters.map((c) => (
        <ChapterCard key={c.slug} slug={c.slug} />
      ))}
    </ol>
  );
}

export function HomePage() {
  useDocumentMeta(null, t.home.lead);
  return (
    <div className="home">
      <section className="hero">
        <h1>{t.home.title}</h1>
        <p className="lead">{t.home.lead}</p>
        <ContinueCard />
        <QuizDueCard />
      </section>
      <section aria-labelledby="chapters-title">
        <h2 id="chapters-title">{t.home.chaptersTitle}</h2>
        <ChapterCards />
      </section>
      <section aria-labelledby="how-title" className="how">
        <h2 id="how-title">{t.home.howTitle}</h2>
        <ul>
          {t.home.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
