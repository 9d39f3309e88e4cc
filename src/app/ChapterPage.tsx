import { t } from '../i18n/chapter.ts';
import { t as homeT } from '../i18n/home.ts';
import { Island } from '../islands/Island.tsx';
import { mdxComponents } from '../mdx/components.tsx';
import { chapterBySlug, chapters } from '../site/chapters.ts';
import type { ChapterMeta } from '../site/chapterTypes.ts';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';
import { Link } from '../site/router.tsx';
import { chapterContent } from './chapters.ts';
import { cheatsheetStrings } from './cheatsheetStrings.ts';
import { cheatsheetContent } from './cheatsheets.ts';

function ChapterList({ current }: { current: string }) {
  return (
    <ol className="sidebar-list">
      {chapters.map((c) => (
        <li key={c.slug}>
          <Link to={paths.chapter(c.slug)} aria-current={c.slug === current ? 'page' : undefined}>
            <span className="sidebar-order">{c.order}</span> {c.title}
          </Link>
        </li>
      ))}
    </ol>
  );
}

/**
 * A chapter: its text, code, diagrams and recorded outputs are HTML made here once and never
 * hydrated. The islands: the two contents lists that follow the reader, the reading progress, and
 * whatever interactive tags the text uses (quizzes, lab embeds).
 */
function ChapterView({ meta }: { meta: ChapterMeta }) {
  const chapter = chapterContent(meta.slug);
  if (!chapter) throw new Error(`chapter "${meta.slug}" has no content module`);
  const { Content, headings } = chapter;
  useDocumentMeta(meta.title, chapter.summary);
  const index = chapters.findIndex((c) => c.slug === meta.slug);
  const prev = chapters[index - 1];
  const next = chapters[index + 1];

  return (
    <div className="chapter-layout">
      <nav className="sidebar" aria-label={t.chapter.chapters}>
        <p className="sidebar-title">{t.chapter.chapters}</p>
        <ChapterList current={meta.slug} />
      </nav>
      <article className="chapter" aria-labelledby="chapter-title" data-pagefind-body>
        <header className="chapter-header">
          <p className="eyebrow">{t.chapter.eyebrow(meta.order)}</p>
          <h1 id="chapter-title">{meta.title}</h1>
          <p className="lead">{chapter.summary}</p>
          <p className="chapter-meta">
            {homeT.home.readingTime(chapter.readingMinutes)}
            <Island name="ReadProgress" props={{ slug: meta.slug }} />
          </p>
          {cheatsheetContent(meta.slug) && (
            <p className="chapter-cheatsheet" data-pagefind-ignore>
              <Link to={paths.cheatsheet(meta.slug)} aria-label={cheatsheetStrings.linkLabel(meta.title)}>
                {cheatsheetStrings.link} →
              </Link>
            </p>
          )}
          <details className="mobile-only mobile-nav" data-pagefind-ignore>
            <summary>{t.chapter.chapters}</summary>
            <ChapterList current={meta.slug} />
          </details>
          <details className="mobile-only mobile-nav" data-pagefind-ignore>
            <summary>{t.chapter.contents}</summary>
            <Island name="Toc" props={{ slug: meta.slug, headings, closeOnPick: true }} />
          </details>
        </header>
        <div className="prose">
          <Content components={mdxComponents} />
        </div>
        <nav className="prev-next" aria-label={`${t.chapter.previous} / ${t.chapter.next}`} data-pagefind-ignore>
          {prev ? (
            <Link to={paths.chapter(prev.slug)} rel="prev">
              <span className="prev-next-label">← {t.chapter.previous}</span>
              <span>{prev.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={paths.chapter(next.slug)} rel="next" className="prev-next-next">
              <span className="prev-next-label">{t.chapter.next} →</span>
              <span>{next.title}</span>
            </Link>
          )}
        </nav>
      </article>
      <aside className="toc" aria-label={t.chapter.contents}>
        <p className="toc-title">{t.chapter.contents}</p>
        <Island name="Toc" props={{ slug: meta.slug, headings }} />
      </aside>
      <Island name="ReadTracker" props={{ slug: meta.slug }} />
    </div>
  );
}

export function ChapterPage({ slug }: { slug: string }) {
  const meta = chapterBySlug(slug);
  if (!meta) throw new Error(`no chapter "${slug}"`);
  return <ChapterView meta={meta} />;
}
