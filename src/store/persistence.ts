/**
 * The saved state: its schema, its version and the migrations from every older version.
 * Pure: takes the raw string from storage and never throws.
 */
import * as z from 'zod/mini';
import { storedCardSchema } from '../quiz/card.ts';
import { currentQuestionId } from '../quiz/renamedIds.ts';
import { QUIZ_TOPICS } from '../quiz/schema.ts';
import { ANSWER_MODES, SESSION_MODES, sessionSchema } from '../quiz/session.ts';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const sectionIdSchema = z.string().check(z.regex(/^[a-z0-9-]+$/), z.maxLength(100));
const slugSchema = z.string().check(z.regex(/^[a-z0-9-]+$/), z.maxLength(100));
const questionIdSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(120));
/** Older answers are dropped beyond this many (the schedule keeps what matters). */
export const MAX_ATTEMPTS = 20_000;
/** One saved session per kind: a topic, the mixed quiz, review, mistakes, the mock interview. */
export const SESSION_KEYS = [...QUIZ_TOPICS, ...SESSION_MODES.filter((m) => m !== 'topic')] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export const persistedStateSchema = z.object({
  settings: z.object({
    theme: z.enum(THEME_CHOICES),
  }),
  reading: z.object({
    /** Section ids the learner has read, per chapter slug. */
    readSections: z.record(slugSchema, z.array(sectionIdSchema).check(z.maxLength(500))),
    lastVisited: z.nullable(z.object({ slug: slugSchema, sectionId: z.nullable(sectionIdSchema), at: z.int().check(z.nonnegative()) })),
  }),
  quiz: z.object({
    /** Every answer given, oldest first (capped at MAX_ATTEMPTS). */
    attempts: z
      .array(z.object({ id: questionIdSchema, correct: z.boolean(), at: z.int().check(z.nonnegative()), mode: z.enum(ANSWER_MODES) }))
      .check(z.maxLength(MAX_ATTEMPTS)),
    /** The FSRS card of every question answered at least once. */
    cards: z.record(questionIdSchema, storedCardSchema),
    /** The current (or last finished) session of each kind. */
    sessions: z.partialRecord(z.enum(SESSION_KEYS), sessionSchema),
  }),
  labs: z.object({
    /** Labs the learner has opened (their own pages): how often, first and last time. */
    opened: z.record(
      z.string().check(z.regex(/^[a-z0-9-]+$/), z.maxLength(100)),
      z.object({ count: z.int().check(z.positive()), firstAt: z.int().check(z.nonnegative()), lastAt: z.int().check(z.nonnegative()) }),
    ),
  }),
});
export type PersistedState = z.infer<typeof persistedStateSchema>;

export const CURRENT_VERSION = 4;

export function defaultPersistedState(): PersistedState {
  return {
    settings: { theme: 'system' },
    reading: { readSections: {}, lastVisited: null },
    quiz: emptyQuizProgress(),
    labs: { opened: {} },
  };
}

export function emptyQuizProgress(): PersistedState['quiz'] {
  return { attempts: [], cards: {}, sessions: {} };
}

/**
 * migrations[n] turns a state saved at version n into version n + 1. Every old version has a test.
 * (Version 1 is the first; the table grows with the app.)
 */
export const migrations: Record<number, (old: unknown) => unknown> = {
  // v2 adds quiz progress (answers, review cards, sessions); reading progress and settings stay as they were.
  1: (old) => {
    if (typeof old !== 'object' || old === null || Array.isArray(old)) throw new Error('v1 state is not an object');
    return { ...old, quiz: emptyQuizProgress() };
  },
  // v3 adds which labs were opened; everything else stays as it was.
  2: (old) => {
    if (typeof old !== 'object' || old === null || Array.isArray(old)) throw new Error('v2 state is not an object');
    return { ...old, labs: { opened: {} } };
  },
  // v4 renames question ids to neutral ones (see src/quiz/renamedIds.ts) in answers, cards and sessions.
  3: (old) => {
    if (typeof old !== 'object' || old === null || Array.isArray(old)) throw new Error('v3 state is not an object');
    return renameQuestionIds(old as Record<string, unknown>);
  },
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Maps every question id in a v3 state to its current id. Shapes it does not know are left as they are
 * (the schema judges them afterwards). Two old ids merged into one keep the card reviewed last.
 */
function renameQuestionIds(state: Record<string, unknown>): Record<string, unknown> {
  const quiz = state.quiz;
  if (!isRecord(quiz)) return state;
  const renameIn = (v: unknown) => (isRecord(v) && typeof v.id === 'string' ? { ...v, id: currentQuestionId(v.id) } : v);
  const attempts = Array.isArray(quiz.attempts) ? quiz.attempts.map(renameIn) : quiz.attempts;
  let cards = quiz.cards;
  if (isRecord(quiz.cards)) {
    // A Map, not an object: a key such as "__proto__" must stay a plain key.
    const out = new Map<string, unknown>();
    for (const [id, card] of Object.entries(quiz.cards)) {
      const to = currentQuestionId(id);
      const have = out.get(to);
      out.set(to, have === undefined ? card : laterReviewed(have, card));
    }
    cards = Object.fromEntries(out);
  }
  let sessions = quiz.sessions;
  if (isRecord(quiz.sessions)) {
    const out = new Map<string, unknown>();
    for (const [key, session] of Object.entries(quiz.sessions)) {
      if (!isRecord(session)) {
        out.set(key, session);
        continue;
      }
      const ids = Array.isArray(session.questionIds) ? session.questionIds.map((id) => (typeof id === 'string' ? currentQuestionId(id) : id)) : session.questionIds;
      // Two ids merged into one would repeat a question in the session; such a session cannot resume.
      if (Array.isArray(ids) && new Set(ids).size !== ids.length) continue;
      out.set(key, { ...session, questionIds: ids, answers: Array.isArray(session.answers) ? session.answers.map(renameIn) : session.answers });
    }
    sessions = Object.fromEntries(out);
  }
  return { ...state, quiz: { ...quiz, attempts, cards, sessions } };
}

function laterReviewed(a: unknown, b: unknown): unknown {
  const at = (c: unknown) => (isRecord(c) && typeof c.last_review === 'number' ? c.last_review : -1);
  return at(b) > at(a) ? b : a;
}

export type LoadProblem = 'corrupt' | 'future-version';
export interface LoadResult {
  state: PersistedState;
  /** Set when the saved blob could not be used; the caller keeps it aside and tells the learner. */
  problem: LoadProblem | null;
}

/** Parses what zustand's persist middleware stored (`{ state, version }`) and migrates it. */
export function loadPersisted(raw: string | null): LoadResult {
  if (raw === null) return { state: defaultPersistedState(), problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { state: defaultPersistedState(), problem: 'corrupt' };
  }
  const envelope = z.object({ state: z.unknown(), version: z.int().check(z.nonnegative()) }).safeParse(parsed);
  if (!envelope.success) return { state: defaultPersistedState(), problem: 'corrupt' };
  let { state, version } = envelope.data;
  if (version > CURRENT_VERSION) return { state: defaultPersistedState(), problem: 'future-version' };
  while (version < CURRENT_VERSION) {
    const step = migrations[version];
    if (!step) return { state: defaultPersistedState(), problem: 'corrupt' };
    try {
      state = step(state);
    } catch {
      return { state: defaultPersistedState(), problem: 'corrupt' };
    }
    version++;
  }
  const valid = persistedStateSchema.safeParse(state);
  if (!valid.success) return { state: defaultPersistedState(), problem: 'corrupt' };
  return { state: valid.data, problem: null };
}
