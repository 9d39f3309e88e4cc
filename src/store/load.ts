/**
 * The loader: a saved state (from IndexedDB, from an old release's localStorage, from a file) to the
 * current state. Migrates older versions, then salvages record by record: every valid record is kept,
 * the others are counted in `dropped`. Pure and never throws. Loaded after the first paint.
 */
import { normaliseCard, withoutShortTermSteps } from '../quiz/card.ts';
import { currentQuestionId } from '../quiz/renamedIds.ts';
import { CURRENT_VERSION, type PersistedState, defaultPersistedState, emptyQuizProgress } from './persistence.ts';
import { type DropReport, dropCount, isRecord, noDrops, normaliseState } from './records.ts';

/**
 * migrations[n] turns a state saved at version n into version n + 1. Every old version has a test.
 * A step never throws: what it does not recognise it passes on, for the salvage to judge.
 */
export const migrations: Record<number, (old: Record<string, unknown>) => Record<string, unknown>> = {
  // v2 adds quiz progress (answers, review cards, sessions); reading progress and settings stay as they were.
  1: (old) => ({ ...old, quiz: emptyQuizProgress() }),
  // v3 adds which labs were opened; everything else stays as it was.
  2: (old) => ({ ...old, labs: { opened: {} } }),
  // v4 renames question ids to neutral ones (see src/quiz/renamedIds.ts) in answers, cards and sessions.
  3: (old) => renameQuestionIds(old),
  // v5 adds the interview deck and moves quiz cards off the short-term learning steps (src/quiz/schedule.ts, src/quiz/card.ts).
  4: (old) => ({ ...withoutLearningSteps(old), deck: { cards: {} } }),
};

/** Every quiz card in (re)learning, rescheduled in whole days; shapes it does not know stay as they are. */
function withoutLearningSteps(state: Record<string, unknown>): Record<string, unknown> {
  const quiz = state.quiz;
  if (!isRecord(quiz) || !isRecord(quiz.cards)) return state;
  const out = new Map<string, unknown>();
  for (const [id, card] of Object.entries(quiz.cards)) {
    const valid = normaliseCard(card);
    out.set(id, valid ? withoutShortTermSteps(valid) : card);
  }
  return { ...state, quiz: { ...quiz, cards: Object.fromEntries(out) } };
}

/**
 * Maps every question id in a v3 state to its current id. Shapes it does not know are left as they are
 * (the salvage judges them afterwards). Two old ids merged into one keep the card reviewed last.
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

/**
 * 'unreadable': nothing in it could be used (not JSON, not an object, no version).
 * 'salvaged': some records were invalid and left out (`dropped` says how many of each kind).
 * 'future-version': saved by a newer release; `state` is a best-effort reading to show, never to save.
 */
export type LoadProblem = 'unreadable' | 'salvaged' | 'future-version';

export interface LoadResult {
  state: PersistedState;
  problem: LoadProblem | null;
  dropped: DropReport;
}

const unreadable = (): LoadResult => ({ state: defaultPersistedState(), problem: 'unreadable', dropped: noDrops() });

/** Reads `{ state, version }` as the app saves it (the object, not its JSON). */
export function loadEnvelope(envelope: unknown): LoadResult {
  if (!isRecord(envelope) || !Number.isSafeInteger(envelope.version) || (envelope.version as number) < 1) return unreadable();
  let version = envelope.version as number;
  const saved = envelope.state;
  if (!isRecord(saved)) return unreadable();
  let state: Record<string, unknown> = saved;
  if (version > CURRENT_VERSION) {
    const { state: shown, dropped } = normaliseState(state);
    return { state: shown, problem: 'future-version', dropped };
  }
  while (version < CURRENT_VERSION) {
    const step = migrations[version];
    if (!step) return unreadable();
    state = step(state);
    version++;
  }
  const { state: loaded, dropped } = normaliseState(state);
  return { state: loaded, problem: dropCount(dropped) > 0 ? 'salvaged' : null, dropped };
}

/** Reads the JSON text of `{ state, version }` (an old release's localStorage, a copy set aside). */
export function loadPersisted(raw: string | null): LoadResult {
  if (raw === null) return { state: defaultPersistedState(), problem: null, dropped: noDrops() };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return unreadable();
  }
  return loadEnvelope(parsed);
}
