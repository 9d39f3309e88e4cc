/** The chapters' content, compiled from MDX at build time (server only: the browser gets their HTML). */
import type { ComponentType } from 'react';
import type { MDXComponents } from '../mdx/types.ts';
import type { ChapterHeading } from '../site/chapterTypes.ts';

export interface ChapterContent {
  Content: ComponentType<{ components?: MDXComponents }>;
  headings: ChapterHeading[];
  readingMinutes: number;
  summary: string;
}

const modules = import.meta.glob<typeof import('*.mdx')>('/content/chapters/*.mdx', { eager: true });

export function chapterContent(slug: string): ChapterContent | undefined {
  const mod = modules[`/content/chapters/${slug}.mdx`];
  return mod && { Content: mod.default, headings: mod.headings, readingMinutes: mod.readingMinutes, summary: mod.frontmatter.summary };
}

export function chapterSummary(slug: string): string {
  const summary = chapterContent(slug)?.summary;
  if (summary === undefined) throw new Error(`chapter "${slug}" has no content module`);
  return summary;
}
