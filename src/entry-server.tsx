/** The pre-renderer's entry (scripts/build.mjs, scripts/dev.mjs): every page of the site as HTML. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Layout } from './app/Layout.tsx';
import { pageFor } from './app/pages.tsx';
import { type IslandName, islands } from './islands/registry.ts';
import { preloadIslands, startIslandRecord } from './islands/Island.tsx';
import { preloadLabPages } from './labs/registry.ts';
import { loadQuestion } from './quiz-ui/bank.ts';
import { type DocumentMeta, collectDocumentMeta } from './site/documentMeta.tsx';
import { setServerLocation } from './site/location.ts';
import { QUIZ_QUESTION_ROUTE } from './site/paths.ts';
import { matchPath } from './site/router.tsx';
import { VOCABULARY_FILE } from './study/search/pagefind.ts';
import { buildVocabulary } from './study/search/typos.ts';

/** The search's typo vocabulary, made and named by the same code that reads it. */
export const vocabulary = { file: VOCABULARY_FILE, build: buildVocabulary };

/** The base path the site is built for ("/" or "/go-errors/"), as Vite resolved it. */
export const basePath: string = import.meta.env.BASE_URL;

export { NOT_FOUND_PATH, prerenderPaths } from './app/pages.tsx';
export { codeColorsCss } from '../scripts/content/code-classes.ts';
export { PAGE_MODULES_ID } from './site/moduleLoader.ts';

export interface RenderedPage {
  /** The body's content. */
  html: string;
  meta: DocumentMeta;
  /** Modules (below the project root) of the islands on the page: their CSS goes into its <head>. */
  islandModules: string[];
  /** Modules of the islands that hydrate at once: preloaded. */
  preloadModules: string[];
}

let ready: Promise<void> | undefined;

/** Loads what a page's islands read synchronously while rendering (a question page's question). */
async function preloadData(pathname: string): Promise<void> {
  const id = matchPath(QUIZ_QUESTION_ROUTE, pathname)?.params.id;
  if (id) await loadQuestion(id).catch(() => {}); // an unknown id renders the quiz's "not found"
}

/** Renders one path (without the base path) to HTML, with the page's title, description and islands. */
export async function render(pathname: string): Promise<RenderedPage> {
  ready ??= Promise.all([preloadIslands(), preloadLabPages()]).then(() => {});
  await ready;
  await preloadData(pathname);
  setServerLocation(pathname);
  const record = startIslandRecord();
  let meta: DocumentMeta = { title: '', description: '' };
  collectDocumentMeta((m) => (meta = m));
  try {
    const html = renderToString(
      <StrictMode>
        <Layout>{pageFor(pathname)}</Layout>
      </StrictMode>,
    );
    // An island of the main script brings its code and styles with it; the others are chunks of their own.
    const modules = (names: Set<IslandName>) => [...new Set([...names].filter((n) => !islands[n].eager).map((n) => islands[n].module))];
    const loadedWith = [...record.loadedWith];
    return { html, meta, islandModules: [...modules(record.names), ...loadedWith], preloadModules: [...modules(record.atLoad), ...loadedWith] };
  } finally {
    collectDocumentMeta(null);
  }
}
