import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, matchPath, useParams } from '../site/router.tsx';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { t } from './strings.ts';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { LAB_ROUTE, paths } from '../site/paths.ts';
import { type LabEmbedProps, type LabEntry, labById, labs, preloadLabPage } from './registry.ts';
import { getHydrationLocation } from '../site/location.ts';
import { loadsWithPage } from '../site/pageModules.ts';

function LabLoading({ entry }: { entry: LabEntry }) {
  return (
    <div className="lab">
      <header className="lab-header">
        <p className="eyebrow">{t.labs.title}</p>
        <h1>{entry.title}</h1>
        <p className="lead">{entry.summary}</p>
      </header>
      <div className="chapter-loading" role="status">
        <span className="spinner" aria-hidden="true" /> {t.labs.loading}
      </div>
    </div>
  );
}

export function LabPage() {
  const { id = '' } = useParams();
  const entry = labById(id);
  useDocumentMeta(entry?.title ?? t.notFound.title, entry?.summary ?? t.notFound.text);
  if (!entry) return <NotFoundPage />;
  // Pre-rendered with its first state (results pending); its chunks and CSS come with the page's own.
  // In the browser, until its chunk is in, React keeps the pre-rendered HTML and hydrates it after.
  loadsWithPage(entry.pageModule);
  const { Page } = entry;
  return (
    <ErrorBoundary label={`lab ${entry.id}`}>
      <Suspense fallback={<LabLoading entry={entry} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The lab of the page's address, loaded before the LabPage island hydrates (src/islands/registry.ts).
 * A lab that cannot load (offline, chunk not stored) is left to LabPage's Suspense and error boundary.
 */
export async function preloadLabOfPage(): Promise<void> {
  const entry = labById(matchPath(LAB_ROUTE, getHydrationLocation().pathname)?.params.id ?? '');
  if (entry) await preloadLabPage(entry.pageModule).catch(() => {});
}

export function LabsIndexPage() {
  useDocumentMeta(t.labs.title, t.labs.lead);
  return (
    <div className="home">
      <h1>{t.labs.title}</h1>
      <p className="lead">{t.labs.lead}</p>
      <LabCards />
    </div>
  );
}

/** A card per lab, title and summary: the lab index and the home page. */
export function LabCards() {
  return (
    <ul className="chapter-cards">
      {labs.map((lab) => (
        <li key={lab.id} className="chapter-card">
          <Link to={paths.lab(lab.id)}>
            <span className="chapter-card-title">{lab.title}</span>
          </Link>
          <p>{lab.summary}</p>
        </li>
      ))}
    </ul>
  );
}

/** A lab inside a chapter: loads and computes only once it comes near the screen. */
export function LabEmbed({ id, preset, hide }: { id: string; preset?: string; hide?: string }) {
  const entry = labById(id);
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const hidden = useMemo(() => (hide ? hide.split(/[\s,]+/).filter(Boolean) : []), [hide]);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setVisible(true);
    }, { rootMargin: '300px' });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  const Embed = entry?.Embed;
  if (!entry || !Embed) return null;
  const props: LabEmbedProps = { preset, hide: hidden };
  return (
    <div className="lab-embed" ref={ref} data-lab={id}>
      {visible ? (
        <ErrorBoundary label={`lab embed ${id}`}>
          <Suspense fallback={<div className="lab-embed-placeholder" role="status">{t.labs.loading}</div>}>
            <Embed {...props} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <div className="lab-embed-placeholder">{entry.title}</div>
      )}
    </div>
  );
}
