/**
 * The interview deck: every interview card of the chapters, reviewed one at a time with FSRS self-grades.
 * Pure: which card comes next and how far the learner is (what is due now is src/quiz/due.ts). Needs
 * only the stored cards' dates and states (no scheduler code).
 */
import type { StoredCard } from './card.ts';
import { dueIds } from './due.ts';
import type { QuizTopic } from './schema.ts';

/** A card of the deck as the app ships it (built from the chapters at build time). */
export interface DeckEntry {
  /** The card's id in its chapter; unique across the chapters and the quiz bank (checked at build time). */
  id: string;
  /** Chapter slug; the card lives at /chapters/<chapter>#<id>. */
  chapter: string;
  /** The quiz topic the chapter belongs to (for the mock interview's breakdown). */
  topic: QuizTopic;
}

/** A card with its question and spoken answer (loaded with the deck page, not with every page). */
export interface DeckCard extends DeckEntry {
  question: string;
  /** The 30-second answer: paragraphs, `code` in backticks (src/quiz/richText.ts). */
  answer: string;
}

type Cards = Readonly<Record<string, Pick<StoredCard, 'due'>>>;

/** The order of one sitting: cards due now (earliest first), then cards never reviewed, in chapter order. */
export function deckQueue(entries: readonly Pick<DeckEntry, 'id'>[], cards: Cards, now: number): string[] {
  const known = new Set(entries.map((e) => e.id));
  const due = dueIds(cards, now, known);
  const fresh = entries.filter((e) => !Object.hasOwn(cards, e.id)).map((e) => e.id);
  return [...due, ...fresh];
}

export interface DeckProgress {
  total: number;
  /** Reviewed at least once. */
  seen: number;
  /** Due now. */
  due: number;
  /** Not due for at least three weeks: the learner knows it well. */
  solid: number;
}

/** Interval from which a card counts as known well (FSRS's usual "mature" threshold). */
export const SOLID_MS = 21 * 86_400_000;

export function deckProgress(entries: readonly Pick<DeckEntry, 'id'>[], cards: Readonly<Record<string, Pick<StoredCard, 'due' | 'last_review'>>>, now: number): DeckProgress {
  let seen = 0;
  let due = 0;
  let solid = 0;
  for (const { id } of entries) {
    if (!Object.hasOwn(cards, id)) continue;
    const card = cards[id]!;
    seen++;
    if (card.due <= now) due++;
    else if (card.last_review !== null && card.due - card.last_review >= SOLID_MS) solid++;
  }
  return { total: entries.length, seen, due, solid };
}
