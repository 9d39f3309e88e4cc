/**
 * What the search dialog shows, made from Pagefind's answer: pure, without React or the DOM.
 * Pagefind gives pages with per-heading sub-results; the dialog lists sections.
 */

/** The part of Pagefind's result data the dialog uses. */
export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Every match in the section with its weight (a heading weighs more than body text). */
  weighted_locations?: { weight: number; balanced_score: number }[];
}
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  /** The page's indexed text. */
  content?: string;
  sub_results?: PagefindSubResult[];
}
/** A page as Pagefind ranks it: its score and its data. */
export interface ScoredPage {
  score: number;
  data: PagefindResultData;
}

export type ResultKind = 'chapter' | 'quiz' | 'lab' | 'page';

export interface SearchHit {
  /** Unique within one answer. */
  key: string;
  kind: ResultKind;
  /** The page's title (a chapter, a question, a lab). */
  pageTitle: string;
  /** The section's heading, or null for the page as a whole. */
  sectionTitle: string | null;
  /** A path for the router: without the base path, without a trailing slash, with the section's #id. */
  path: string;
  /** The section id from the path's hash, if any. */
  sectionId: string | null;
  /** The excerpt as plain-text pieces; `hit` pieces are the matched words. */
  excerpt: ExcerptPiece[];
  /** The matched words as they appear in the text (for highlighting on the page). */
  terms: string[];
}

export interface ExcerptPiece {
  text: string;
  hit: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'", nbsp: ' ' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (all, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return all;
  });
}

/**
 * Splits Pagefind's excerpt (text with `<mark>` around matches) into pieces rendered as text, so
 * nothing from the index is ever inserted as HTML. Any other tag is dropped.
 */
export function parseExcerpt(html: string): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = [];
  let hit = false;
  for (const part of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) hit = true;
    else if (/^<\/mark>$/i.test(part)) hit = false;
    else {
      const text = decodeEntities(part.replace(/<[^>]*>/g, ''));
      if (!text) continue;
      const last = pieces[pieces.length - 1];
      if (last && last.hit === hit) last.text += text;
      else pieces.push({ text, hit });
    }
  }
  return pieces;
}

const EDGE_PUNCTUATION = /^[\s"'«»„“”()[\]{},.;:!?…—–-]+|[\s"'«»„“”()[\]{},.;:!?…—–-]+$/gu;

/** The matched words of an excerpt, without surrounding punctuation, each once (case-insensitively). */
export function hitTerms(pieces: ExcerptPiece[]): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const p of pieces) {
    if (!p.hit) continue;
    for (const word of p.text.split(/\s+/)) {
      const term = word.replace(EDGE_PUNCTUATION, '');
      if (term.length < 2 || seen.has(term.toLowerCase())) continue;
      seen.add(term.toLowerCase());
      terms.push(term);
    }
  }
  return terms;
}

/**
 * Words of the query reduced to a stem-like prefix, for highlighting when an excerpt's marks are not
 * found verbatim on the page: «ретраи» → «ретра», which also matches «ретраить» and «ретрая».
 */
export function queryStems(query: string): string[] {
  const out: string[] = [];
  for (const raw of query.split(/\s+/)) {
    const word = raw.replace(EDGE_PUNCTUATION, '');
    if (word.length < 2) continue;
    const letters = /^[\p{L}]+$/u.test(word);
    out.push(letters && word.length > 4 ? word.slice(0, Math.max(4, word.length - 2)) : word);
  }
  return out;
}

/** Turns Pagefind's URL into a router path: strips the base, `index.html`, and the trailing slash. */
export function toAppPath(url: string, base = '/'): string {
  const hashAt = url.indexOf('#');
  let path = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  if (base !== '/' && path.startsWith(base)) path = `/${path.slice(base.length)}`;
  path = path.replace(/index\.html$/, '').replace(/\/+$/, '');
  if (!path.startsWith('/')) path = `/${path}`;
  return `${path}${hash === '#' ? '' : hash}`;
}

export function kindOf(path: string): ResultKind {
  if (/^\/chapters\/[^/#]+/.test(path)) return 'chapter';
  if (/^\/quiz\/q\/[^/#]+/.test(path)) return 'quiz';
  if (/^\/labs\/[^/#]+/.test(path)) return 'lab';
  return 'page';
}

/**
 * How much a kind of page counts: a concept word should land on the chapter section that explains it
 * before the questions and labs that use it.
 */
const KIND_WEIGHT: Record<ResultKind, number> = { chapter: 1, lab: 0.6, page: 0.5, quiz: 0.3 };
/** A page or section whose title holds the whole query is what the learner looks for. */
const TITLE_PHRASE_BOOST = 3;
/** The whole query, word for word, somewhere in the text. */
const TEXT_PHRASE_BOOST = 1.5;

const folded = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
const hasPhrase = (text: string | undefined, query: string) => !!text && folded(query).length > 0 && folded(text).includes(folded(query));

function sectionScore(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, l) => sum + l.balanced_score, 0);
}

/**
 * The sections of a page, best first: a heading that holds the query, then by the weight of the matches
 * (Pagefind lists them in page order).
 */
export function rankSections(subs: readonly PagefindSubResult[], query: string): PagefindSubResult[] {
  return subs
    .map((sub, order) => ({ sub, order, title: hasPhrase(sub.title, query), score: sectionScore(sub) }))
    .sort((a, b) => Number(b.title) - Number(a.title) || b.score - a.score || a.order - b.order)
    .map((x) => x.sub);
}

/** The pages, best first: Pagefind's score weighed by the kind of page and by where the whole query occurs. */
export function rankPages(pages: readonly ScoredPage[], query: string, base = '/'): PagefindResultData[] {
  const rank = ({ score, data }: ScoredPage) => {
    const kind = kindOf(toAppPath(data.url, base));
    const inTitle = hasPhrase(data.meta.title, query) || (data.sub_results ?? []).some((s) => hasPhrase(s.title, query));
    const boost = inTitle ? TITLE_PHRASE_BOOST : hasPhrase(data.content, query) ? TEXT_PHRASE_BOOST : 1;
    return score * KIND_WEIGHT[kind] * boost;
  };
  return pages
    .map((page, order) => ({ data: page.data, order, rank: rank(page) }))
    .sort((a, b) => b.rank - a.rank || a.order - b.order)
    .map((x) => x.data);
}

/** Sub-results that only repeat the page header (Pagefind names them after the h1). */
const PAGE_HEADER_IDS = new Set(['chapter-title', 'main', 'root']);
/** Section ids written in content are lowercase latin with dashes; generated ids (React's useId) are not stable links. */
const SECTION_ID = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The sections to list for one query: for each page (best first) up to `perPage` sections, at most
 * `limit` in all. A sub-result for the page's header counts as the page itself.
 */
export function toHits(pages: PagefindResultData[], options: { base?: string; perPage?: number; limit?: number; query?: string } = {}): SearchHit[] {
  const { base = '/', perPage = 3, limit = 12, query = '' } = options;
  const hits: SearchHit[] = [];
  for (const page of pages) {
    const pagePath = toAppPath(page.url, base).replace(/#.*$/, '');
    const pageTitle = page.meta.title?.trim() || pagePath;
    const subs = page.sub_results?.length ? rankSections(page.sub_results, query) : [{ title: pageTitle, url: page.url, excerpt: page.excerpt }];
    let taken = 0;
    for (const sub of subs) {
      if (taken >= perPage || hits.length >= limit) break;
      const full = toAppPath(sub.url, base);
      const hashAt = full.indexOf('#');
      const rawId = hashAt >= 0 ? decodeURIComponent(full.slice(hashAt + 1)) : null;
      const sectionId = rawId && SECTION_ID.test(rawId) && !PAGE_HEADER_IDS.has(rawId) ? rawId : null;
      const path = sectionId ? `${pagePath}#${sectionId}` : pagePath;
      if (hits.some((h) => h.path === path)) continue;
      const excerpt = parseExcerpt(sub.excerpt);
      hits.push({
        key: path,
        kind: kindOf(pagePath),
        pageTitle,
        sectionTitle: sectionId ? sub.title.replace(/#$/, '').trim() : null,
        path,
        sectionId,
        excerpt,
        terms: hitTerms(excerpt),
      });
      taken++;
    }
    if (hits.length >= limit) break;
  }
  return hits;
}
