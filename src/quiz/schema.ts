// zod/mini: the same validation as zod, a fraction of its bytes in the first load.
import type { BrowserSupport } from '../runner/core/types.ts';
import * as z from 'zod/mini';

import { QUIZ_TOPICS, type QuizTopic } from './topics.ts';

export { QUIZ_TOPICS, type QuizTopic };

export const QUIZ_LEVELS = ['junior', 'middle', 'senior'] as const;
export type QuizLevel = (typeof QUIZ_LEVELS)[number];

const QUESTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * A question's public id: its topic and a number, nothing that names the trick (ids are in URLs, titles and
 * lists a learner sees before answering). Old descriptive ids live on in content/quizzes/renamed.json.
 */
export const NEUTRAL_QUESTION_ID = /^([a-z]+)-(\d{2,3})$/;
/** `slug` or `slug#heading-id`, pointing at a chapter section. */
const CHAPTER_REF = /^[a-z0-9-]+(#[a-z0-9-]+)?$/;

/** The metadata of one question, as written in `content/quizzes/<topic>/<id>/quiz.yaml`. */
export const quizFileSchema = z.strictObject({
  /**
   * Facts the program depends on that its source does not show (an environment variable, a missing
   * directory). Never a hint at the outcome: every question is asked with the same prompt.
   */
  setup: z.optional(z.string().check(z.trim(), z.minLength(5))),
  level: z.enum(QUIZ_LEVELS),
  tags: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  minGo: z.string().check(z.regex(/^1\.\d+$/, 'minGo is like "1.20"')),
  answer: z.string(),
  distractors: z.array(z.string()).check(z.minLength(2), z.maxLength(4)),
  explanation: z.string().check(z.trim(), z.minLength(40)),
  chapter: z.string().check(z.regex(CHAPTER_REF, 'chapter is "slug" or "slug#heading-id"')),
  similar: z.optional(z.string().check(z.regex(QUESTION_ID))),
});
export type QuizFile = z.infer<typeof quizFileSchema>;

export const questionIdSchema = z.string().check(z.regex(QUESTION_ID));

/** A question as the app uses it: the file's data plus what the build adds. */
export interface Question extends QuizFile {
  id: string;
  topic: QuizTopic;
  /** The Go version that produced the answer, e.g. "go1.27.3". */
  goVersion: string;
  /** The `go` line of content/go.mod the program was built with, e.g. "1.26" (it selects language semantics). */
  goMod: string;
  /** The program's source highlighted at build time (trusted HTML made by shiki). */
  codeHtml: string;
  stdout: string;
  stderr: string;
  exitCode: number;
  /** Whether the program runs in the browser as recorded (`//goprep:browser`, proven by npm run verify:wasm). */
  browser: BrowserSupport;
}

/** What the app knows about every question up front (loaded with the app; the rest loads per topic). */
export type QuizIndexEntry = Pick<Question, 'id' | 'topic' | 'level' | 'tags' | 'chapter' | 'minGo'> & { similar?: string };

/** The number in a neutral id (`errors-07` → 7), or null for an id of another shape. */
export function questionNumber(id: string): number | null {
  const m = NEUTRAL_QUESTION_ID.exec(id);
  return m ? Number(m[2]) : null;
}
