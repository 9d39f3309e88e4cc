/**
 * Virtual modules made from content/ at build time:
 *   virtual:chapter-list  every chapter's frontmatter, section ids and reading time, in reading order
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { chapterFiles, readFrontmatter } from './chapters.ts';
import { readChapterFacts } from './chapter-facts.ts';

const CHAPTER_LIST = 'virtual:chapter-list';

export function chapterList(contentDir: string) {
  const list = chapterFiles(contentDir).map((path) => {
    const meta = readFrontmatter(path);
    const facts = readChapterFacts(path);
    return { ...meta, readingMinutes: facts.readingMinutes, sectionIds: facts.headings.map((h) => h.id) };
  });
  if (new Set(list.map((c) => c.order)).size !== list.length) throw new Error('two chapters have the same order');
  return list.sort((a, b) => a.order - b.order);
}

export function contentPlugin(rootDir: string): Plugin {
  const contentDir = join(rootDir, 'content');
  return {
    name: 'goprep-content',
    resolveId(id) {
      return id === CHAPTER_LIST ? `\0${CHAPTER_LIST}` : undefined;
    },
    load(id) {
      if (id !== `\0${CHAPTER_LIST}`) return undefined;
      for (const path of chapterFiles(contentDir)) this.addWatchFile(path);
      return `export default ${JSON.stringify(chapterList(contentDir))};`;
    },
  };
}
