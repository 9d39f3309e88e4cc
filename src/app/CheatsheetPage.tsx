import { Island } from '../islands/Island.tsx';
import { mdxComponents } from '../mdx/components.tsx';
import { chapterBySlug } from '../site/chapters.ts';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';
import { Link } from '../site/router.tsx';
import { cheatsheetStrings as s } from './cheatsheetStrings.ts';
import { cheatsheetContent } from './cheatsheets.ts';

/**
 * A chapter's cheat sheet, for revising the night before: the facts, the tables and the key outputs,
 * static HTML with no island but the print button. Not in the search index: its facts are the chapter's.
 */
export function CheatsheetPage({ slug }: { slug: string }) {
  const meta = chapterBySlug(slug);
  const sheet = cheatsheetContent(slug);
  if (!meta || !sheet) throw new Error(`no cheat sheet for "${slug}"`);
  useDocumentMeta(sheet.title, s.linkLabel(meta.title));
  const { Content } = sheet;
  return (
    <article className="cheatsheet" aria-labelledby="cheatsheet-title">
      <header className="cheatsheet-header">
        <p className="eyebrow">{s.eyebrow(meta.order)}</p>
        <h1 id="cheatsheet-title">{sheet.title}</h1>
        <p className="cheatsheet-actions">
          <Link to={paths.chapter(slug)}>{s.backToChapter(meta.title)}</Link>
          <span className="cheatsheet-print">
            <Island name="PrintButton" props={{ label: s.print }} />
            <span className="cheatsheet-print-hint">{s.printHint}</span>
          </span>
        </p>
      </header>
      <div className="prose cheatsheet-body">
        <Content components={mdxComponents} />
      </div>
    </article>
  );
}
