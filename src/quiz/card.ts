/**
 * A review card as saved: ts-fsrs's Card with dates as epoch milliseconds (no scheduler code here, so
 * the store can check cards without loading ts-fsrs).
 */

export interface StoredCard {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
  state: number;
  last_review: number | null;
}

/**
 * The latest moment a saved date may name (1 January 2300). Later ones are clamped to it: a date past
 * 8.64e15 ms is not a Date at all, and arithmetic near it leaves the safe integers.
 */
export const MAX_TIME = Date.UTC(2300, 0, 1);
/** Ceiling of every counter (answers to one card, lapses, visits to a lab): far beyond a lifetime of use. */
export const MAX_COUNT = 1_000_000_000;
/** ts-fsrs keeps stability within [0.001, 36500] days and difficulty within [1, 10]; 0 marks a new card. */
const MAX_STABILITY = 36_500;
const MAX_DIFFICULTY = 10;
/** Days between reviews: ts-fsrs's maximum interval is 36500 days; this leaves room and stays exact. */
const MAX_DAYS = 1_000_000;

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** A finite number clamped into [min, max], rounded when an integer is needed; null when not a number. */
export function clampNumber(v: unknown, min: number, max: number, integer: boolean): number | null {
  if (!isNumber(v)) return null;
  return clamp(integer ? Math.round(v) : v, min, max);
}

/** An epoch-milliseconds time clamped into [0, MAX_TIME]; null when not a finite number. */
export function clampTime(v: unknown): number | null {
  return clampNumber(v, 0, MAX_TIME, true);
}

/**
 * The card as the store keeps it, or null when it cannot be one (a field missing or not a number).
 * Numbers out of range are clamped, so a card that passes is usable and passes again unchanged.
 */
export function normaliseCard(v: unknown): StoredCard | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const c = v as Record<string, unknown>;
  const due = clampTime(c.due);
  const stability = clampNumber(c.stability, 0, MAX_STABILITY, false);
  const difficulty = clampNumber(c.difficulty, 0, MAX_DIFFICULTY, false);
  const elapsed = clampNumber(c.elapsed_days, 0, MAX_DAYS, false);
  const scheduled = clampNumber(c.scheduled_days, 0, MAX_DAYS, false);
  const steps = clampNumber(c.learning_steps, 0, MAX_COUNT, true);
  const reps = clampNumber(c.reps, 0, MAX_COUNT, true);
  const lapses = clampNumber(c.lapses, 0, MAX_COUNT, true);
  const state = c.state === 0 || c.state === 1 || c.state === 2 || c.state === 3 ? c.state : null;
  const lastReview = c.last_review === null ? null : clampTime(c.last_review);
  if (
    due === null ||
    stability === null ||
    difficulty === null ||
    elapsed === null ||
    scheduled === null ||
    steps === null ||
    reps === null ||
    lapses === null ||
    state === null ||
    (lastReview === null && c.last_review !== null)
  )
    return null;
  return {
    due,
    stability,
    difficulty,
    elapsed_days: elapsed,
    scheduled_days: scheduled,
    learning_steps: steps,
    reps,
    lapses,
    state,
    last_review: lastReview,
  };
}

const DAY_MS = 86_400_000;
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

/**
 * A card saved while the scheduler still used short-term learning steps (state version 4 and older),
 * moved to the day-based schedule: a card in (re)learning becomes a review card due the number of days
 * its stability says, counted from its last review; other cards are returned as they are.
 *
 * Those days are what ts-fsrs 5.4 gives (FSRSAlgorithm.next_interval, no fuzz): stability × interval
 * modifier, rounded, within [1, 36500]; at the default 90 % retention the modifier is 1, stability
 * being the interval after which recall falls to 90 %. Computed here so that loading a saved state does
 * not load ts-fsrs; src/quiz/schedule.test.ts checks it against the scheduler itself.
 */
export function withoutShortTermSteps(stored: StoredCard): StoredCard {
  if (stored.state !== LEARNING && stored.state !== RELEARNING) return stored;
  const days = clamp(Math.round(stored.stability), 1, MAX_STABILITY);
  const from = stored.last_review ?? stored.due;
  return normaliseCard({ ...stored, state: REVIEW, learning_steps: 0, scheduled_days: days, due: Math.min(MAX_TIME, from + days * DAY_MS) }) ?? stored;
}
