/** Reads a chapter's facts (headings, links, tags, reading time) without compiling it to JS. */
import { readFileSync } from 'node:fs';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { type ChapterFacts, remarkChapterFacts } from './mdx-plugins.ts';

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm).use(remarkChapterFacts);

export function readChapterFacts(path: string): ChapterFacts {
  const file = new VFile({ path, value: readFileSync(path, 'utf8') });
  const tree = processor.parse(file);
  processor.runSync(tree, file);
  return file.data.chapter!;
}
