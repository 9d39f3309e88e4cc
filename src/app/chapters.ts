import chapterList from 'virtual:chapter-list';
import type { ComponentType } from 'react';
import { resourceCache } from '../lib/resource.ts';
import type { MDXComponents } from '../mdx/types.ts';
import type { ChapterHeading, ChapterMeta } from './chapterTypes.ts';

export const chapters: readonly ChapterMeta[] = chapterList;

export function chapterBySlug(slug: string): ChapterMeta | undefined {
  return chapters.find((c) => c.slug === slug);
}

export interface LoadedChapter {
  Content: ComponentType<{ components?: MDXComponents }>;
  headings: ChapterHeading[];
  readingMinutes: number;
  components: MDXComponents;
}

// Chapters and the MDX component kit load on demand: the home page does not pay for them.
const modules = import.meta.glob<typeof import('*.mdx')>('/content/chapters/*.mdx');

export const loadChapter = resourceCache<LoadedChapter>(async (slug) => {
  const load = modules[`/content/chapters/${slug}.mdx`];
  if (!load) throw new Error(`no chapter "${slug}"`);
  const [mod, kit] = await Promise.all([load(), import('../mdx/components.tsx')]);
  return { Content: mod.default, headings: mod.headings, readingMinutes: mod.readingMinutes, components: kit.mdxComponents };
});
