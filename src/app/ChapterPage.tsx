import { use, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useParams } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { t } from '../i18n/index.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import type { ChapterHeading, ChapterMeta } from './chapterTypes.ts';
import { chapterBySlug, chapters, loadChapter } from './chapters.ts';
import { useDocumentMeta } from './documentMeta.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { paths } from './paths.ts';

/** A heading counts as the current section once it is this close to the top of the viewport (below the header). */
const ACTIVE_LINE_PX = 120;
/** A section counts as read after this many seconds as the current section of a visible page. */
export const READ_DWELL_SECONDS = 3;

function useActiveSection(headings: ChapterHeading[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4;
      let current: string | null = null;
      for (const h of headings) {
        const el = document.getElementById(h.id);
        if (el && el.getBoundingClientRect().top <= ACTIVE_LINE_PX) current = h.id;
      }
      if (atBottom && headings.length > 0 && window.scrollY > 0) current = headings[headings.length - 1]!.id;
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    window.addEventListener('hashchange', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      window.removeEventListener('hashchange', schedule);
    };
  }, [headings]);
  return active;
}

/** Marks the current section read after it has been on screen for a while; remembers where the learner is. */
function useReadTracking(slug: string, active: string | null) {
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
}

function Toc({ slug, headings, active }: { slug: string; headings: ChapterHeading[]; active: string | null }) {
  const hydrated = useHydrated();
  const read = useAppStore((s) => s.reading.readSections[slug]);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    // Keep the current entry visible in a long contents list, scrolling the list only (never the page).
    const box = list.current?.closest<HTMLElement>('.toc');
    const item = active ? list.current?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null;
    if (!box || !item) return;
    const top = item.offsetTop - box.offsetTop;
    if (top < box.scrollTop + 40 || top > box.scrollTop + box.clientHeight - 60) box.scrollTop = top - box.clientHeight / 3;
  }, [active]);
  return (
    <ol className="toc-list" ref={list}>
      {headings.map((h) => {
        const isRead = hydrated && (read?.includes(h.id) ?? false);
        return (
          <li key={h.id} className={`toc-depth-${h.depth}`}>
            <a href={`#${h.id}`} aria-current={active === h.id ? 'location' : undefined} className={isRead ? 'is-read' : undefined}>
              {h.text}
              {isRead && <span className="visually-hidden"> ({t.chapter.read})</span>}
            </a>
          </li>
        );
      })}
    </ol>
  );
}

function ChapterList({ current }: { current: string }) {
  return (
    <ol className="sidebar-list">
      {chapters.map((c) => (
        <li key={c.slug}>
          <NavLink to={paths.chapter(c.slug)} aria-current={c.slug === current ? 'page' : undefined}>
            <span className="sidebar-order">{c.order}</span> {c.title}
          </NavLink>
        </li>
      ))}
    </ol>
  );
}

function ReadProgress({ meta }: { meta: ChapterMeta }) {
  const hydrated = useHydrated();
  const read = useAppStore((s) => s.reading.readSections[meta.slug]?.filter((id) => meta.sectionIds.includes(id)).length ?? 0);
  if (!hydrated) return null;
  return <span data-testid="sections-read"> · {t.chapter.sectionsRead(read, meta.sectionIds.length)}</span>;
}

function ChapterView({ meta }: { meta: ChapterMeta }) {
  const chapter = use(loadChapter(meta.slug));
  const { Content, headings, components } = chapter;
  useDocumentMeta(meta.title, meta.summary);
  const active = useActiveSection(headings);
  useReadTracking(meta.slug, active);
  const index = chapters.findIndex((c) => c.slug === meta.slug);
  const prev = chapters[index - 1];
  const next = chapters[index + 1];
  const mobileToc = useRef<HTMLDetailsElement>(null);

  return (
    <div className="chapter-layout">
      <nav className="sidebar" aria-label={t.chapter.chapters}>
        <p className="sidebar-title">{t.chapter.chapters}</p>
        <ChapterList current={meta.slug} />
      </nav>
      <article className="chapter" aria-labelledby="chapter-title" data-pagefind-body>
        <header className="chapter-header">
          <p className="eyebrow">
            {t.nav.chapters} · {meta.order}
          </p>
          <h1 id="chapter-title">{meta.title}</h1>
          <p className="lead">{meta.summary}</p>
          <p className="chapter-meta">
            {t.chapter.readingTime(chapter.readingMinutes)}
            <ReadProgress meta={meta} />
          </p>
          <details className="mobile-only mobile-nav" data-pagefind-ignore>
            <summary>{t.chapter.chapters}</summary>
            <ChapterList current={meta.slug} />
          </details>
          <details className="mobile-only mobile-nav" ref={mobileToc} data-pagefind-ignore>
            <summary>{t.chapter.contents}</summary>
            <div onClick={() => mobileToc.current?.removeAttribute('open')}>
              <Toc slug={meta.slug} headings={headings} active={active} />
            </div>
          </details>
        </header>
        <div className="prose">
          <ErrorBoundary label={`chapter ${meta.slug}`}>
            <Content components={components} />
          </ErrorBoundary>
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
        <Toc slug={meta.slug} headings={headings} active={active} />
      </aside>
    </div>
  );
}

export function ChapterPage() {
  const { slug = '' } = useParams();
  const meta = chapterBySlug(slug);
  if (!meta) return <NotFoundPage />;
  return <ChapterView key={meta.slug} meta={meta} />;
}

export function ChapterLoading() {
  return (
    <div className="chapter-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {t.chapter.loading}
    </div>
  );
}
