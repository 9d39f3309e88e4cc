/** The app's URL scheme: links are shared, so every path is built here and nowhere else. */
export const paths = {
  home: '/',
  chapters: '/chapters',
  chapter: (slug: string, sectionId?: string | null) => `/chapters/${slug}${sectionId ? `#${sectionId}` : ''}`,
  labs: '/labs',
  lab: (id: string, query = '') => `/labs/${id}${query && !query.startsWith('?') ? `?${query}` : query}`,
} as const;

export const CHAPTER_ROUTE = '/chapters/:slug';
export const LAB_ROUTE = '/labs/:id';
