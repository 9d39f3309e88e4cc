/**
 * Spaced repetition with FSRS (ts-fsrs): a correct quiz answer rates the card Good, a wrong one Again;
 * an interview card is rated by the learner with one of the four grades. Cards are stored as plain
 * JSON with dates as epoch milliseconds and revived for the scheduler.
 */
import { type Card, type Grade as FsrsGrade, Rating, S_MIN, State, createEmptyCard, fsrs } from 'ts-fsrs';
import { type StoredCard, clampTime, normaliseCard } from './card.ts';
import { type Grade } from './grades.ts';

export type { StoredCard, Grade };

/**
 * No fuzz: the same answers at the same times always give the same schedule (and tests can rely on it).
 * No short-term learning steps: with them ts-fsrs brings a card rated Good back after 10 minutes, so a
 * question just answered right was counted «на повторение сегодня». Without them every grade schedules
 * in whole days (Again 1, Hard 2, Good 3, Easy 8 for a new card with the default weights of ts-fsrs 5.4).
 */
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

const RATING: Record<Grade, FsrsGrade> = { again: Rating.Again, hard: Rating.Hard, good: Rating.Good, easy: Rating.Easy };

export function toStored(card: Card): StoredCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

export function revive(stored: StoredCard): Card {
  const card: Card = {
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: stored.elapsed_days,
    scheduled_days: stored.scheduled_days,
    learning_steps: stored.learning_steps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state,
  };
  if (stored.last_review !== null) card.last_review = new Date(stored.last_review);
  return card;
}

/**
 * A saved card made fit for ts-fsrs 5.4, which throws instead of scheduling in two cases a learner can
 * reach: a last review later than now (another device's clock was ahead: "Invalid delta_t") and a
 * memory state below its minimum (stability under S_MIN or difficulty under 1 on a reviewed card:
 * "Invalid memory state"). The first is read as a review just now; the second restarts the card's
 * memory as at a first review, keeping its counts.
 */
function fitForScheduler(stored: StoredCard, now: number): StoredCard {
  let card = stored;
  if (card.last_review !== null && card.last_review > now) card = { ...card, last_review: now };
  const reviewed = card.state !== State.New;
  if (reviewed && (card.stability < S_MIN || card.difficulty < 1)) card = { ...card, stability: 0, difficulty: 0 };
  return card;
}

/**
 * The card after one answer at `now`. Always a card the store accepts: when the scheduler cannot use
 * the saved card at all, the answer starts a fresh one (its counts carried over).
 */
export function reviewCard(stored: StoredCard | undefined, correct: boolean, answeredAt: number): StoredCard {
  return gradeCard(stored, correct ? 'good' : 'again', answeredAt);
}

/** The card after the learner grades their recall at `answeredAt` (interview cards); see reviewCard. */
export function gradeCard(stored: StoredCard | undefined, grade: Grade, answeredAt: number): StoredCard {
  const now = clampTime(answeredAt) ?? 0;
  const at = new Date(now);
  const rating = RATING[grade];
  const correct = grade !== 'again';
  // A new card reviewed at a valid time: ts-fsrs always schedules it, and its numbers are in range.
  const fresh = () => normaliseCard(toStored(scheduler.next(createEmptyCard(at), at, rating).card))!;
  if (!stored) return fresh();
  try {
    const next = normaliseCard(toStored(scheduler.next(revive(fitForScheduler(stored, now)), at, rating).card));
    if (next) return next;
  } catch {
    // fall through: the saved card is beyond repair, the answer still counts
  }
  const restart = fresh();
  return normaliseCard({ ...restart, reps: stored.reps + 1, lapses: stored.lapses + (correct ? 0 : 1) }) ?? restart;
}
