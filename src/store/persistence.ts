/**
 * The saved state: its shape, its version, its bounds and its defaults. Light on purpose (types and
 * constants only): every page imports it. The code that checks, repairs and migrates a saved state is
 * in load.ts and records.ts, loaded after the first paint.
 */
import type { StoredCard } from '../quiz/card.ts';
import type { AnswerMode, QuizSession } from '../quiz/sessionSchema.ts';
import { QUIZ_TOPICS, SESSION_MODES } from '../quiz/topics.ts';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** One saved session per kind: a topic, the mixed quiz, review, mistakes, the mock interview. */
export const SESSION_KEYS = [...QUIZ_TOPICS, ...SESSION_MODES.filter((m) => m !== 'topic')] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/**
 * Every collection has a ceiling, so the saved state has a known largest size (see the test that builds
 * it: src/store/bounds.test.ts). The app's own content is far below each one.
 */
export const LIMITS = {
  /** Answers kept, newest last; older ones go first (the review cards keep what they taught). */
  attempts: 20_000,
  /** Review cards (one per question ever answered; the bank has a few hundred). */
  cards: 5_000,
  /** Interview-deck cards (one per card ever graded; the chapters have about a hundred). */
  deckCards: 2_000,
  /** Chapters with read sections. */
  chapters: 100,
  /** Read sections in one chapter. */
  sectionsPerChapter: 500,
  /** Labs with a visit count. */
  labs: 100,
  /** Length of a chapter slug, a section id or a lab id. */
  slugLength: 100,
  /** Length of a question id. */
  questionIdLength: 120,
} as const;

export interface Attempt {
  id: string;
  correct: boolean;
  /** Epoch milliseconds. */
  at: number;
  mode: AnswerMode;
}

export interface LastVisited {
  slug: string;
  sectionId: string | null;
  at: number;
}

export interface LabVisit {
  count: number;
  firstAt: number;
  lastAt: number;
}

export interface PersistedState {
  settings: { theme: ThemeChoice };
  reading: {
    /** Section ids the learner has read, per chapter slug. */
    readSections: Record<string, string[]>;
    lastVisited: LastVisited | null;
  };
  quiz: {
    /** Every answer given, oldest first (at most LIMITS.attempts). */
    attempts: Attempt[];
    /** The FSRS card of every question answered at least once. */
    cards: Record<string, StoredCard>;
    /** The current (or last finished) session of each kind. */
    sessions: Partial<Record<SessionKey, QuizSession>>;
  };
  labs: {
    /** Labs the learner has opened (their own pages): how often, first and last time. */
    opened: Record<string, LabVisit>;
  };
  /** The interview deck: the FSRS card of every interview card the learner has graded, by card id. */
  deck: {
    cards: Record<string, StoredCard>;
  };
}

/** Progress is the state less the settings: what export, import and reset deal with. */
export type Progress = Omit<PersistedState, 'settings'>;

/**
 * The version of the state's shape. A release that changes the shape raises it and adds a migration
 * (load.ts); a tab of an older release never writes over a state of a newer version.
 */
export const CURRENT_VERSION = 5;

/** The `format` of an export file; a copy set aside is written in the same form, so it imports back. */
export const EXPORT_FORMAT = 'goprep-progress';

/**
 * The largest file the import reads: above the largest export the app can write (the largest state
 * LIMITS allow: bounds.test.ts checks it), so every export imports back. Checked before reading.
 */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/** An export file's text: `{ format, version, exportedAt, state }` as compact JSON. */
export function exportFileText(state: PersistedState, now: Date): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: CURRENT_VERSION, exportedAt: now.toISOString(), state });
}

export function defaultPersistedState(): PersistedState {
  return {
    settings: { theme: 'system' },
    reading: { readSections: {}, lastVisited: null },
    quiz: emptyQuizProgress(),
    labs: { opened: {} },
    deck: { cards: {} },
  };
}

export function emptyQuizProgress(): PersistedState['quiz'] {
  return { attempts: [], cards: {}, sessions: {} };
}

export function progressOf(state: Progress): Progress {
  return { reading: state.reading, quiz: state.quiz, labs: state.labs, deck: state.deck };
}
