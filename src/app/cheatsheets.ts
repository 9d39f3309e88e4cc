/**
 * The chapters' cheat sheets (content/cheatsheets/<chapter>.mdx), compiled from MDX at build time like
 * the chapters (server only: the browser gets their HTML). A sheet names its chapter in its frontmatter;
 * a sheet for no chapter, or under another chapter's file name, fails the build here.
 */
import type { ComponentType } from 'react';
import type { MDXComponents } from '../mdx/types.ts';
import { chapterBySlug } from '../site/chapters.ts';

export interface CheatsheetContent {
  Content: ComponentType<{ components?: MDXComponents }>;
  title: string;
}

const modules = import.meta.glob<typeof import('*.mdx')>('/content/cheatsheets/*.mdx', { eager: true });

const sheets = new Map<string, CheatsheetContent>();
for (const [file, mod] of Object.entries(modules)) {
  const slug = file.slice('/content/cheatsheets/'.length, -'.mdx'.length);
  const front = mod.frontmatter as unknown as { title?: unknown; chapter?: unknown };
  if (front.chapter !== slug || !chapterBySlug(slug)) throw new Error(`${file}: frontmatter chapter must be "${slug}", an existing chapter`);
  if (typeof front.title !== 'string' || front.title.trim() === '') throw new Error(`${file}: frontmatter needs a title`);
  sheets.set(slug, { Content: mod.default, title: front.title });
}

export function cheatsheetContent(slug: string): CheatsheetContent | undefined {
  return sheets.get(slug);
}

/** The chapters that have a cheat sheet. */
export function cheatsheetSlugs(): string[] {
  return [...sheets.keys()];
}
