/** Reads the chapter list (frontmatter only) from content/chapters/*.mdx at build time. */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

export const chapterFrontmatterSchema = z
  .object({
    title: z.string().min(3),
    summary: z.string().min(10),
    order: z.number().int().min(1),
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  })
  .strict();
export type ChapterMeta = z.infer<typeof chapterFrontmatterSchema>;

export function chapterFiles(contentDir: string): string[] {
  const dir = join(contentDir, 'chapters');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => join(dir, f));
}

export function readFrontmatter(path: string): ChapterMeta {
  const text = readFileSync(path, 'utf8');
  const match = /^---\n([\s\S]*?)\n---/.exec(text);
  if (!match) throw new Error(`${path}: the chapter has no frontmatter`);
  const parsed = chapterFrontmatterSchema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    throw new Error(`${path}: bad frontmatter: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  if (parsed.data.slug !== basename(path, '.mdx')) throw new Error(`${path}: slug "${parsed.data.slug}" must equal the file name`);
  return parsed.data;
}
