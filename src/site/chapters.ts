/** The chapters that exist, in reading order (frontmatter, section ids and reading time, made at build time). */
import chapterList from 'virtual:chapter-list';
import type { ChapterMeta } from './chapterTypes.ts';

export const chapters: readonly ChapterMeta[] = chapterList;

export function chapterBySlug(slug: string): ChapterMeta | undefined {
  return chapters.find((c) => c.slug === slug);
}
