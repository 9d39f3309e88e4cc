/** The app's URL scheme: links are shared, so every path is built here and nowhere else. */
export const paths = {
  home: '/',
  chapters: '/chapters',
  chapter: (slug: string, sectionId?: string | null) => `/chapters/${slug}${sectionId ? `#${sectionId}` : ''}`,
} as const;

export const CHAPTER_ROUTE = '/chapters/:slug';
