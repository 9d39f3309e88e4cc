import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App.tsx';
import { chapters } from './app/chapters.ts';
import { type DocumentMeta, DocumentMetaContext } from './app/documentMeta.tsx';
import { paths } from './app/paths.ts';
import { preloadPath } from './app/preload.ts';
import { labs } from './labs/registry.ts';
import { quizIndex } from './quiz-ui/bank.ts';
import { quizPrerenderPaths } from './quiz-ui/routes.ts';
import { VOCABULARY_FILE } from './study/search/pagefind.ts';
import { buildVocabulary } from './study/search/typos.ts';

/** The search's typo vocabulary, made and named by the same code that reads it. */
export const vocabulary = { file: VOCABULARY_FILE, build: buildVocabulary };

/** The base path the site is built for ("/" or "/go-errors/"), as Vite resolved it. */
export const basePath: string = import.meta.env.BASE_URL;

/** Every path that is pre-rendered to its own index.html. */
export function prerenderPaths(): string[] {
  const labPages = labs.length > 0 ? [paths.labs, ...labs.map((l) => paths.lab(l.id))] : [];
  return [paths.home, paths.chapters, ...chapters.map((c) => paths.chapter(c.slug)), ...labPages, ...quizPrerenderPaths(quizIndex), paths.progress];
}

/** Renders one path (without the base path) to HTML, with the page's title and description. */
export async function render(pathname: string): Promise<{ html: string; meta: DocumentMeta }> {
  await preloadPath(pathname);
  let meta: DocumentMeta = { title: '', description: '' };
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '');
  const html = renderToString(
    <StrictMode>
      <DocumentMetaContext value={(m) => (meta = m)}>
        <StaticRouter location={`${basename}${pathname}`} basename={basename}>
          <App />
        </StaticRouter>
      </DocumentMetaContext>
    </StrictMode>,
  );
  return { html, meta };
}
