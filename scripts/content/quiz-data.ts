/**
 * The quiz bank as the app loads it (build time only): a small index of every question, and per topic
 * the full questions with the program highlighted by shiki and its recorded run from go-runs.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Highlighter, createHighlighter } from 'shiki';
import type { Question, QuizIndexEntry, QuizTopic } from '../../src/quiz/schema.ts';
import { displaySource } from './mdx-plugins.ts';
import { GO_RUNS_FILE, type GoRunsRecord, browserSupport, parseDirectives, readQuizFiles } from './programs.ts';
import { codeClassesTransformer } from './code-classes.ts';
import { CODE_COLOR_REPLACEMENTS, CODE_THEMES } from './shiki-config.ts';

/** Every valid question's index entry, in topic then id order; throws on an invalid quiz file. */
export function quizIndex(contentDir: string): QuizIndexEntry[] {
  const entries: QuizIndexEntry[] = [];
  for (const q of readQuizFiles(contentDir)) {
    if (!q.ok) throw new Error(`${q.programId}: ${q.error}`);
    const { level, tags, chapter, similar, minGo } = q.data;
    entries.push({ id: q.id, topic: q.topic, level, tags, chapter, minGo, ...(similar ? { similar } : {}) });
  }
  return entries;
}

let highlighter: Promise<Highlighter> | undefined;

export async function highlightGo(source: string): Promise<string> {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: ['go'] });
  const h = await highlighter;
  return h.codeToHtml(source, {
    lang: 'go',
    themes: CODE_THEMES,
    defaultColor: false,
    colorReplacements: CODE_COLOR_REPLACEMENTS,
    transformers: [codeClassesTransformer],
  });
}

/** The full questions of one topic. */
export async function topicQuestions(rootDir: string, topic: QuizTopic): Promise<Question[]> {
  const contentDir = join(rootDir, 'content');
  const runs = JSON.parse(readFileSync(join(rootDir, GO_RUNS_FILE), 'utf8')) as GoRunsRecord;
  const goMod = /^go (\d+\.\d+)/m.exec(readFileSync(join(contentDir, 'go.mod'), 'utf8'))?.[1];
  if (!goMod) throw new Error('content/go.mod has no go line');
  const questions: Question[] = [];
  for (const q of readQuizFiles(contentDir)) {
    if (!q.ok) throw new Error(`${q.programId}: ${q.error}`);
    if (q.topic !== topic) continue;
    const run = runs.programs[q.programId];
    if (!run) throw new Error(`${q.programId}: no recorded output; run npm run verify:go -- --update --only ${q.programId}`);
    const raw = readFileSync(join(contentDir, q.programId, 'main.go'), 'utf8');
    const source = displaySource(raw);
    questions.push({
      ...q.data,
      ...(q.data.setup ? { setup: q.data.setup.trim() } : {}),
      id: q.id,
      topic: q.topic,
      goVersion: runs.goVersion,
      goMod,
      codeHtml: await highlightGo(source),
      stdout: run.stdout,
      stderr: run.stderr,
      exitCode: run.exitCode,
      browser: browserSupport(parseDirectives(raw)),
    });
  }
  return questions;
}
