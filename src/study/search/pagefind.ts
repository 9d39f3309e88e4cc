/**
 * Loads Pagefind's browser API on first use. The bundle is written by scripts/build.mjs after the
 * pages are pre-rendered, so it is not part of Vite's graph: the import path is computed at run time
 * and Vite is told to leave it alone.
 */
import type { PagefindResultData } from './results.ts';
import type { Vocabulary } from './typos.ts';

export interface PagefindSearchResult {
  id: string;
  score: number;
  data(): Promise<PagefindResultData>;
}

export interface PagefindApi {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{ results: PagefindSearchResult[] } | null>;
}

let loading: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  if (!loading) {
    const url = `${import.meta.env.BASE_URL}pagefind/pagefind.js`;
    loading = (import(/* @vite-ignore */ url) as Promise<PagefindApi>)
      .then(async (api) => {
        // Result URLs come back relative to the site root; the dialog maps them to router paths.
        // pageLength 0.2 (default 0.75) stops short question pages from outranking the chapter that
        // explains a term at length.
        await api.options({ baseUrl: '/', excerptLength: 24, ranking: { pageLength: 0.2 } });
        await api.init();
        return api;
      })
      .catch((error: unknown) => {
        loading = null; // a later attempt (back online, say) may succeed
        throw error;
      });
  }
  return loading;
}

/** The words of the indexed pages (written beside the index at build time), for typo correction. */
export const VOCABULARY_FILE = 'pagefind/words.json';

let vocabulary: Promise<Vocabulary> | null = null;

export function loadVocabulary(): Promise<Vocabulary> {
  vocabulary ??= fetch(`${import.meta.env.BASE_URL}${VOCABULARY_FILE}`)
    .then((r) => {
      if (!r.ok) throw new Error(`vocabulary: HTTP ${r.status}`);
      return r.json() as Promise<Vocabulary>;
    })
    .catch((error: unknown) => {
      vocabulary = null;
      throw error;
    });
  return vocabulary;
}
