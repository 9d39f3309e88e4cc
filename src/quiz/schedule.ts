/**
 * Spaced repetition with FSRS (ts-fsrs): a correct answer rates the card Good, a wrong one Again.
 * Cards are stored as plain JSON with dates as epoch milliseconds and revived for the scheduler.
 */
import { type Card, Rating, createEmptyCard, fsrs } from 'ts-fsrs';
import { type StoredCard } from './card.ts';

export type { StoredCard };

// No fuzz: the same answers at the same times always give the same schedule (and tests can rely on it).
const scheduler = fsrs({ enable_fuzz: false });

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

/** The card after one answer at `now`. */
export function reviewCard(stored: StoredCard | undefined, correct: boolean, now: number): StoredCard {
  const at = new Date(now);
  const card = stored ? revive(stored) : createEmptyCard(at);
  const { card: next } = scheduler.next(card, at, correct ? Rating.Good : Rating.Again);
  return toStored(next);
}
