/**
 * The class of one section of a chapter: its `<h2>` and what follows up to the next one, wrapped at
 * build time (scripts/content/mdx-plugins.ts rehypeChapterSections). The stylesheet draws a section only
 * near the screen (`content-visibility: auto`), so until it is drawn its height is a guess: a scroll
 * offset below it is not the same place in the text after a reload (src/app/history.ts).
 */
export const CHAPTER_SECTION_CLASS = 'chapter-section';
