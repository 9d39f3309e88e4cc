/**
 * The saved state: its schema, its version and the migrations from every older version.
 * Pure: takes the raw string from storage and never throws.
 */
import * as z from 'zod/mini';
import { storedCardSchema } from '../quiz/card.ts';
import { ANSWER_MODES, SESSION_MODES, sessionSchema } from '../quiz/session.ts';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const sectionIdSchema = z.string().check(z.regex(/^[a-z0-9-]+$/), z.maxLength(100));
const slugSchema = z.string().check(z.regex(/^[a-z0-9-]+$/), z.maxLength(100));
const questionIdSchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), z.maxLength(120));
/** Older answers are dropped beyond this many (the schedule keeps what matters). */
export const MAX_ATTEMPTS = 20_000;
/** One saved session per kind: a topic, the mixed quiz, review, mistakes, the mock interview. */
export const SESSION_KEYS = ['errors', 'panic', 'reliability', ...SESSION_MODES.filter((m) => m !== 'topic')] as const;
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

export const CURRENT_VERSION = 3;

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
};

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
