/**
 * What a saved quiz session looks like, apart from how one runs (session.ts): the store validates saved
 * and imported sessions with it on every page, so it carries none of the session logic.
 */
import * as z from 'zod/mini';
import { GRADES } from './grades.ts';
import { QUIZ_TOPICS, SESSION_MODES, type SessionMode } from './topics.ts';

export { SESSION_MODES, type SessionMode };
/** Where an answer was given: in a session, on a question's own page, or inline in a chapter. */
export const ANSWER_MODES = [...SESSION_MODES, 'single', 'inline'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** A typed answer is kept up to this many characters (a longer one could not be saved). */
export const MAX_GIVEN = 4000;

const idSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(120));
const time = z.int().check(z.nonnegative());

export const sessionAnswerSchema = z.object({
  id: idSchema,
  correct: z.boolean(),
  /** The option picked or the text typed (shown back as text, never as HTML). */
  given: z.string().check(z.maxLength(MAX_GIVEN)),
  typed: z.boolean(),
  at: time,
  /**
   * Mock interviews: an interview card is answered aloud, so `correct` stays false until the learner
   * grades their recall against the card's answer after the end (`gradeSpoken`). Absent otherwise.
   */
  spoken: z.optional(z.boolean()),
  grade: z.optional(z.enum(GRADES)),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const sessionSchema = z
  .object({
    mode: z.enum(SESSION_MODES),
    topic: z.nullable(z.enum(QUIZ_TOPICS)),
    questionIds: z.array(idSchema).check(z.minLength(1), z.maxLength(200)),
    index: z.int().check(z.nonnegative()),
    answers: z.array(sessionAnswerSchema).check(z.maxLength(200)),
    startedAt: time,
    finishedAt: z.nullable(time),
    /** Mock interviews only: when the countdown ends. */
    deadline: z.nullable(time),
  })
  .check(
    z.refine((s) => s.index <= s.questionIds.length && s.answers.length <= s.questionIds.length, 'session out of range'),
    z.refine((s) => s.answers.every((a, i) => a.id === s.questionIds[i]), 'answers out of order'),
  );
export type QuizSession = z.infer<typeof sessionSchema>;
