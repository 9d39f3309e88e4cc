import { t } from '../i18n/index.ts';
import { Island } from '../islands/Island.tsx';
import { chapterSummary } from './chapters.ts';
import { chapters } from '../site/chapters.ts';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';
import { Link } from '../site/router.tsx';

/** The chapter cards of the home page and the chapter list: static, with each card's progress an island. */
export function ChapterCards() {
  return (
    <ol className="chapter-cards">
      {chapters.map((chapter) => (
        <li key={chapter.slug} className="chapter-card">
          <Link to={paths.chapter(chapter.slug)}>
            <span className="chapter-card-order">{chapter.order}</span>
            <span className="chapter-card-title">{chapter.title}</span>
          </Link>
          <p>{chapterSummary(chapter.slug)}</p>
          <Island name="ChapterCardProgress" props={{ slug: chapter.slug }} />
        </li>
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
        <Island name="ContinueCard" />
        <Island name="QuizDueCard" />
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
