/**
 * Lints content/: every chapter compiles, uses only registered tags, has explicit unique heading ids
 * and links only to pages and sections that exist; every quiz question is valid and points at a real
 * chapter section; every example program is shown somewhere. Exit 1 with a list of problems.
 *
 *   npx tsx scripts/check-content.ts                     everything
 *   npx tsx scripts/check-content.ts content/chapters/errors.mdx   one chapter (compiled fully)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { labById } from '../src/labs/registry.ts';
import { MDX_KIT_TAGS } from '../src/mdx/tags.ts';
import { QUIZ_TOPICS } from '../src/quiz/schema.ts';
import { readChapterFacts } from './content/chapter-facts.ts';
import { chapterFiles, readFrontmatter } from './content/chapters.ts';
import { mdxOptions } from './content/mdx-plugins.ts';
import { findPrograms, readQuizFiles } from './content/programs.ts';
import { optionShapeProblem, questionIdProblem, renamedProblems, setupProblem } from './content/quiz-fairness.ts';

const root = resolve(import.meta.dirname, '..');
const contentDir = join(root, 'content');
const problems: string[] = [];
const only = process.argv.slice(2).map((p) => resolve(p));

const diagramTags = readdirSync(join(root, 'src', 'mdx', 'diagrams'))
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => f.replace(/\.tsx$/, ''));
const allowedTags = new Set<string>([...MDX_KIT_TAGS, ...diagramTags]);

interface ChapterInfo {
  slug: string;
  ids: Set<string>;
  links: string[];
  file: string;
}
const chapters = new Map<string, ChapterInfo>();
for (const file of chapterFiles(contentDir)) {
  try {
    const meta = readFrontmatter(file);
    const facts = readChapterFacts(file);
    chapters.set(meta.slug, { slug: meta.slug, ids: new Set([...facts.headings.map((h) => h.id), ...facts.anchors]), links: facts.links, file });
    for (const tag of facts.tags) {
      if (!allowedTags.has(tag)) problems.push(`${file}: unknown tag <${tag}> (registered: ${[...allowedTags].join(', ')})`);
    }
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
  }
}

const quizzes = readQuizFiles(contentDir);
const questionIds = new Set<string>();
for (const q of quizzes) {
  if (!q.ok) {
    problems.push(`${q.programId}: ${q.error}`);
    continue;
  }
  if (questionIds.has(q.id)) problems.push(`${q.programId}: question id "${q.id}" is used twice`);
  questionIds.add(q.id);
  for (const problem of [questionIdProblem(q.topic, q.id), setupProblem(q.data.setup), optionShapeProblem(q.data.answer, q.data.distractors)]) {
    if (problem) problems.push(`${q.programId}: ${problem}`);
  }
}
problems.push(...renamedProblems(JSON.parse(readFileSync(join(contentDir, 'quizzes', 'renamed.json'), 'utf8')), questionIds));

/** Whether an internal link points at a page (and section) that exists. */
function linkProblem(url: string): string | null {
  const [path = '', hash] = url.split('#');
  const chapter = /^\/chapters\/([a-z0-9-]+)$/.exec(path);
  if (chapter) {
    const target = chapters.get(chapter[1]!);
    if (!target) return `no chapter "${chapter[1]}"`;
    if (hash && !target.ids.has(hash)) return `chapter "${chapter[1]}" has no section "#${hash}"`;
    return null;
  }
  if (path === '/' || path === '/chapters') return null;
  if (path === '/labs') return null;
  const lab = /^\/labs\/([a-z0-9-]+)$/.exec(path);
  if (lab) return labById(lab[1]!) ? null : `no lab "${lab[1]}"`;
  if (path === '/quiz') return questionIds.size > 0 ? null : 'there are no quiz questions yet';
  const topic = /^\/quiz\/([a-z]+)$/.exec(path);
  if (topic) return [...QUIZ_TOPICS, 'mixed', 'review', 'mock'].includes(topic[1]!) ? null : `no quiz topic or mode "${topic[1]}"`;
  const question = /^\/quiz\/q\/([a-z0-9-]+)$/.exec(path);
  if (question) return questionIds.has(question[1]!) ? null : `no quiz question "${question[1]}"`;
  return 'no such page';
}

// `<Quiz id="…" />` embeds: the question must exist in the bank.
for (const chapter of chapters.values()) {
  const text = readFileSync(chapter.file, 'utf8');
  for (const match of text.matchAll(/<Quiz\b([^>]*)\/?>/g)) {
    const id = /\bid="([^"]*)"/.exec(match[1] ?? '')?.[1];
    if (!id) problems.push(`${chapter.file}: <Quiz> needs id="<question-id>"`);
    else if (!questionIds.has(id)) problems.push(`${chapter.file}: <Quiz id="${id}">: no such quiz question`);
  }
}

for (const chapter of chapters.values()) {
  for (const link of chapter.links) {
    const problem = linkProblem(link);
    if (problem) problems.push(`${chapter.file}: link ${link}: ${problem}`);
  }
}
for (const q of quizzes) {
  if (!q.ok) continue;
  const problem = linkProblem(`/chapters/${q.data.chapter}`);
  if (problem) problems.push(`${q.programId}/quiz.yaml: chapter "${q.data.chapter}": ${problem}`);
  if (q.data.similar && !questionIds.has(q.data.similar)) problems.push(`${q.programId}/quiz.yaml: similar "${q.data.similar}" does not exist`);
  if (q.data.similar === q.id) problems.push(`${q.programId}/quiz.yaml: similar points at itself`);
}

// An example program that no page shows is proven at every CI run for nobody: show it or remove it.
const showingFiles = [
  ...chapterFiles(contentDir),
  ...readdirSync(join(contentDir, 'cheatsheets')).map((f) => join(contentDir, 'cheatsheets', f)),
  ...readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(root, 'src', f)),
];
const shownText = showingFiles.map((f) => readFileSync(f, 'utf8')).join('\n');
for (const id of findPrograms(contentDir)) {
  if (id.startsWith('examples/') && !shownText.includes(`"${id}"`) && !shownText.includes(`'${id}'`)) {
    problems.push(`content/${id}: no chapter, cheat sheet or lab shows this program`);
  }
}

// A full compile catches MDX syntax errors and programs without a recorded output.
const toCompile = only.length > 0 ? only : [...chapters.values()].map((c) => c.file);
for (const file of toCompile) {
  try {
    await compile(new VFile({ path: file, value: readFileSync(file, 'utf8') }), mdxOptions(root));
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
  }
}

if (problems.length > 0) {
  console.error(`check-content: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`check-content: ${chapters.size} chapters, ${questionIds.size} quiz questions, all links and tags resolve`);
