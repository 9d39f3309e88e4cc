declare module 'virtual:chapter-list' {
  import type { ChapterMeta } from '../site/chapterTypes.ts';
  const chapters: ChapterMeta[];
  export default chapters;
}

declare module '*.mdx' {
  import type { ComponentType } from 'react';
  import type { ChapterFrontmatter, ChapterHeading } from '../site/chapterTypes.ts';
  import type { MDXComponents } from '../mdx/types.ts';
  export const frontmatter: ChapterFrontmatter;
  export const headings: ChapterHeading[];
  export const readingMinutes: number;
  const Content: ComponentType<{ components?: MDXComponents }>;
  export default Content;
}
