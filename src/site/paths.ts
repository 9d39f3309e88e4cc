/** The app's URL scheme: links are shared, so every path is built here and nowhere else. */
export const paths = {
  home: '/',
  chapters: '/chapters',
  chapter: (slug: string, sectionId?: string | null) => `/chapters/${slug}${sectionId ? `#${sectionId}` : ''}`,
  /** A chapter's cheat sheet: the facts, tables and key outputs on one or two A4 pages. */
  cheatsheet: (slug: string) => `/chapters/${slug}/cheatsheet`,
  labs: '/labs',
  lab: (id: string, query = '') => `/labs/${id}${query && !query.startsWith('?') ? `?${query}` : query}`,
  quiz: '/quiz',
  /** A quiz session: a topic (`errors`, `panic`, `reliability`), `mixed`, `review`, `mistakes` or `mock`. */
  quizSession: (key: string) => `/quiz/${key}`,
  /** The interview deck: the chapters' interview cards, self-graded (spaced repetition). */
  quizDeck: '/quiz/cards',
  /** One question's own, shareable page. */
  quizQuestion: (id: string) => `/quiz/q/${id}`,
  /**
   * One program in the browser's Go, by its id (`examples/errors/typed-nil`); an edited source rides in
   * the fragment (`#code=…`, src/url/codeLink.ts). One page for every program: a query, not a path, so
   * the service worker precaches one page and an unknown id is the page's own "not found".
   */
  playPage: '/play',
  play: (programId: string, hash = '') => `/play?${PLAY_PROGRAM_PARAM}=${encodeURIComponent(programId).replace(/%2F/g, '/')}${hash}`,
  /** Reading, quiz and lab progress; export, import and reset. */
  progress: '/progress',
} as const;

/** The query parameter of paths.play that names the program. */
export const PLAY_PROGRAM_PARAM = 'program';

export const CHAPTER_ROUTE = '/chapters/:slug';
export const CHEATSHEET_ROUTE = '/chapters/:slug/cheatsheet';
export const LAB_ROUTE = '/labs/:id';
export const QUIZ_SESSION_ROUTE = '/quiz/:session';
export const QUIZ_QUESTION_ROUTE = '/quiz/q/:id';

/** The routes with parameters, for useParams (src/site/router.tsx); a path matches at most one. */
export const ROUTES = [CHAPTER_ROUTE, CHEATSHEET_ROUTE, LAB_ROUTE, QUIZ_QUESTION_ROUTE, QUIZ_SESSION_ROUTE] as const;
