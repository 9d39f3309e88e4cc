/**
 * What a valid saved record is, record by record: one place for the rules the loader (salvage), the
 * import and every action of the reducer apply. Each normaliser returns the record as the store keeps
 * it, or null when it cannot be one. Numbers out of range are clamped (a count of 2^53−1 becomes
 * MAX_COUNT), values of the wrong kind are refused. A normaliser's output passes it again unchanged.
 *
 * Question ids are mapped through the rename table (src/quiz/renamedIds.ts): progress on a question that
 * was renamed or merged into another counts for the question that stayed, whatever version saved it.
 *
 * Dictionaries are read with Object.entries and built from a Map, and a key that names a property of
 * Object.prototype (`constructor`, `__proto__`, `toString`…) is refused: a plain-object lookup of such a
 * key finds the built-in property instead of a record.
 */
import { MAX_COUNT, type StoredCard, clampNumber, clampTime, normaliseCard } from '../quiz/card.ts';
import { currentQuestionId } from '../quiz/renamedIds.ts';
import { ANSWER_MODES, type AnswerMode, MAX_GIVEN, type QuizSession, sessionSchema } from '../quiz/sessionSchema.ts';
import {
  type Attempt,
  type LabVisit,
  type LastVisited,
  LIMITS,
  type PersistedState,
  type Progress,
  SESSION_KEYS,
  type SessionKey,
  THEME_CHOICES,
  type ThemeChoice,
} from './persistence.ts';

export { MAX_COUNT, clampTime, normaliseCard };

const SLUG = /^[a-z0-9-]+$/;
const QUESTION_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A key that is not a property of every plain object. */
export const safeKey = (k: string) => !Object.hasOwn(Object.prototype, k);

export const isSlug = (v: unknown): v is string => typeof v === 'string' && v.length <= LIMITS.slugLength && SLUG.test(v) && safeKey(v);
export const isQuestionId = (v: unknown): v is string =>
  typeof v === 'string' && v.length <= LIMITS.questionIdLength && QUESTION_ID.test(v) && safeKey(v);
export const isSessionKey = (v: unknown): v is SessionKey => typeof v === 'string' && (SESSION_KEYS as readonly string[]).includes(v);
export const isTheme = (v: unknown): v is ThemeChoice => typeof v === 'string' && (THEME_CHOICES as readonly string[]).includes(v);
export const isAnswerMode = (v: unknown): v is AnswerMode => typeof v === 'string' && (ANSWER_MODES as readonly string[]).includes(v);

/** Own entries of a dictionary, or none when it is not one. */
export function entriesOf(v: unknown): [string, unknown][] {
  return isRecord(v) ? Object.entries(v) : [];
}

/** The record under `key` if the dictionary has one of its own (never an inherited property). */
export function own<V>(dict: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(dict, key) ? dict[key] : undefined;
}

/** A valid question id as the bank knows it now (an old or merged id becomes the one that stayed). */
export function questionIdOf(v: unknown): string | null {
  return isQuestionId(v) ? currentQuestionId(v) : null;
}

export function normaliseAttempt(v: unknown): Attempt | null {
  const id = isRecord(v) ? questionIdOf(v.id) : null;
  if (!isRecord(v) || id === null || typeof v.correct !== 'boolean' || !isAnswerMode(v.mode)) return null;
  const at = clampTime(v.at);
  return at === null ? null : { id, correct: v.correct, at, mode: v.mode };
}

export function normaliseLastVisited(v: unknown): LastVisited | null {
  if (!isRecord(v) || !isSlug(v.slug) || !(v.sectionId === null || isSlug(v.sectionId))) return null;
  const at = clampTime(v.at);
  return at === null ? null : { slug: v.slug, sectionId: v.sectionId, at };
}

export function normaliseLabVisit(v: unknown): LabVisit | null {
  if (!isRecord(v)) return null;
  const count = clampNumber(v.count, 1, MAX_COUNT, true);
  const firstAt = clampTime(v.firstAt);
  const lastAt = clampTime(v.lastAt);
  return count === null || firstAt === null || lastAt === null ? null : { count, firstAt, lastAt };
}

/**
 * A session as the quiz's own schema (src/quiz/session.ts) accepts it, its times clamped and its question
 * ids mapped first. 'merged' when two of its questions became one: it cannot resume (a question would
 * repeat), and nothing is lost with it, the answers being in the attempts and cards.
 */
export function normaliseSession(v: unknown): QuizSession | 'merged' | null {
  if (!isRecord(v)) return null;
  const time = (t: unknown) => (t === null ? null : (clampTime(t) ?? t));
  const id = (x: unknown) => questionIdOf(x) ?? x;
  const answers = Array.isArray(v.answers)
    ? v.answers.map((a: unknown) =>
        isRecord(a) ? { ...a, id: id(a.id), at: time(a.at), given: typeof a.given === 'string' ? a.given.slice(0, MAX_GIVEN) : a.given } : a,
      )
    : v.answers;
  const questionIds = Array.isArray(v.questionIds) ? v.questionIds.map(id) : v.questionIds;
  const raw = Array.isArray(v.questionIds) ? v.questionIds : [];
  if (Array.isArray(questionIds) && new Set(questionIds).size < new Set(raw).size) return 'merged';
  const parsed = sessionSchema.safeParse({ ...v, questionIds, answers, startedAt: time(v.startedAt), finishedAt: time(v.finishedAt), deadline: time(v.deadline) });
  if (!parsed.success || parsed.data.questionIds.some((q) => !safeKey(q))) return null;
  return parsed.data;
}

/** What the salvage of a saved state or a file left out, by kind of record. */
export interface DropReport {
  answers: number;
  cards: number;
  sections: number;
  sessions: number;
  labs: number;
  /** The last place read (at most 1). */
  lastVisited: number;
}

export const noDrops = (): DropReport => ({ answers: 0, cards: 0, sections: 0, sessions: 0, labs: 0, lastVisited: 0 });
export const dropCount = (r: DropReport) => r.answers + r.cards + r.sections + r.sessions + r.labs + r.lastVisited;

/** Count of records a dictionary or array would hold (for reporting what a broken part held). */
const size = (v: unknown) => (Array.isArray(v) ? v.length : isRecord(v) ? Object.keys(v).length : v === undefined ? 0 : 1);

function readSections(v: unknown, dropped: DropReport): Record<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [slug, ids] of entriesOf(v)) {
    if (!isSlug(slug) || !Array.isArray(ids) || out.size >= LIMITS.chapters) {
      dropped.sections += Math.max(1, size(ids));
      continue;
    }
    const kept: string[] = [];
    const seen = new Set<string>();
    for (const id of ids) {
      if (isSlug(id) && !seen.has(id) && kept.length < LIMITS.sectionsPerChapter) {
        seen.add(id);
        kept.push(id);
      } else if (!(typeof id === 'string' && seen.has(id))) dropped.sections++; // a repeat is not a loss
    }
    out.set(slug, kept);
  }
  if (v !== undefined && !isRecord(v)) dropped.sections++;
  return Object.fromEntries(out);
}

function attempts(v: unknown, dropped: DropReport): Attempt[] {
  if (!Array.isArray(v)) {
    dropped.answers += size(v);
    return [];
  }
  const kept: Attempt[] = [];
  for (const a of v) {
    const attempt = normaliseAttempt(a);
    if (attempt) kept.push(attempt);
    else dropped.answers++;
  }
  if (kept.length > LIMITS.attempts) {
    dropped.answers += kept.length - LIMITS.attempts;
    return kept.slice(-LIMITS.attempts);
  }
  return kept;
}

/** Two cards of one question (an old id merged into the one that stayed): the later review wins. */
const laterReviewed = (a: StoredCard, b: StoredCard) => ((b.last_review ?? -1) > (a.last_review ?? -1) ? b : a);

function cards(v: unknown, dropped: DropReport): Record<string, StoredCard> {
  const out = new Map<string, StoredCard>();
  for (const [key, c] of entriesOf(v)) {
    const id = questionIdOf(key);
    const have = id === null ? undefined : out.get(id);
    const card = id !== null && (have || out.size < LIMITS.cards) ? normaliseCard(c) : null;
    if (card) out.set(id!, have ? laterReviewed(have, card) : card);
    else dropped.cards++;
  }
  if (v !== undefined && !isRecord(v)) dropped.cards++;
  return Object.fromEntries(out);
}

/** Interview-deck cards by card id (an interview card's id is a lowercase latin id like a question's). */
function deckCards(v: unknown, dropped: DropReport): Record<string, StoredCard> {
  const out = new Map<string, StoredCard>();
  for (const [id, c] of entriesOf(v)) {
    const card = isQuestionId(id) && out.size < LIMITS.deckCards ? normaliseCard(c) : null;
    if (card) out.set(id, card);
    else dropped.cards++;
  }
  if (v !== undefined && !isRecord(v)) dropped.cards++;
  return Object.fromEntries(out);
}

function sessions(v: unknown, dropped: DropReport): Partial<Record<SessionKey, QuizSession>> {
  const out = new Map<SessionKey, QuizSession>();
  for (const [key, s] of entriesOf(v)) {
    const session = isSessionKey(key) ? normaliseSession(s) : null;
    if (session === 'merged') continue;
    if (session) out.set(key as SessionKey, session);
    else dropped.sessions++;
  }
  if (v !== undefined && !isRecord(v)) dropped.sessions++;
  return Object.fromEntries(out);
}

function labs(v: unknown, dropped: DropReport): Record<string, LabVisit> {
  const out = new Map<string, LabVisit>();
  for (const [id, visit] of entriesOf(v)) {
    const kept = isSlug(id) && out.size < LIMITS.labs ? normaliseLabVisit(visit) : null;
    if (kept) out.set(id, kept);
    else dropped.labs++;
  }
  if (v !== undefined && !isRecord(v)) dropped.labs++;
  return Object.fromEntries(out);
}

/**
 * Progress rebuilt record by record from anything: every valid answer, card (quiz and deck), section,
 * session and lab visit is kept, the rest is counted in `dropped`. Never throws.
 */
export function normaliseProgress(v: unknown): { progress: Progress; dropped: DropReport } {
  const dropped = noDrops();
  const root = isRecord(v) ? v : {};
  const reading = isRecord(root.reading) ? root.reading : {};
  const quiz = isRecord(root.quiz) ? root.quiz : {};
  const lab = isRecord(root.labs) ? root.labs : {};
  const deck = isRecord(root.deck) ? root.deck : {};
  // A part that is there but is not an object held records that are lost: count it as one.
  if (root.reading !== undefined && !isRecord(root.reading)) dropped.sections++;
  if (root.quiz !== undefined && !isRecord(root.quiz)) dropped.answers++;
  if (root.labs !== undefined && !isRecord(root.labs)) dropped.labs++;
  if (root.deck !== undefined && !isRecord(root.deck)) dropped.cards++;
  const lastVisited = reading.lastVisited === null || reading.lastVisited === undefined ? null : normaliseLastVisited(reading.lastVisited);
  if (lastVisited === null && reading.lastVisited !== null && reading.lastVisited !== undefined) dropped.lastVisited++;
  const progress: Progress = {
    reading: { readSections: readSections(reading.readSections, dropped), lastVisited },
    quiz: { attempts: attempts(quiz.attempts, dropped), cards: cards(quiz.cards, dropped), sessions: sessions(quiz.sessions, dropped) },
    labs: { opened: labs(lab.opened, dropped) },
    deck: { cards: deckCards(deck.cards, dropped) },
  };
  return { progress, dropped };
}

/** A whole state (settings and progress) rebuilt as normaliseProgress does; an unknown theme is 'system'. */
export function normaliseState(v: unknown): { state: PersistedState; dropped: DropReport } {
  const { progress, dropped } = normaliseProgress(v);
  const settings = isRecord(v) && isRecord(v.settings) ? v.settings : {};
  return { state: { settings: { theme: isTheme(settings.theme) ? settings.theme : 'system' }, ...progress }, dropped };
}
