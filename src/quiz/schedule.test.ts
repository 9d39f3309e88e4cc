import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { dueIds } from './due.ts';
import fc from 'fast-check';
import { MAX_COUNT, MAX_TIME, normaliseCard } from './card.ts';
import { type StoredCard, reviewCard, revive, toStored } from './schedule.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('spaced repetition', () => {
  it('a wrong answer brings the question back within minutes, a right one later', () => {
    const clock = manualClock(Date.UTC(2026, 0, 10, 9));
    const wrong = reviewCard(undefined, false, clock.now());
    const right = reviewCard(undefined, true, clock.now());
    expect(wrong.due - clock.now()).toBeLessThanOrEqual(10 * MINUTE);
    expect(right.due).toBeGreaterThan(wrong.due);
    expect(normaliseCard(wrong)).toEqual(wrong);
    expect(JSON.parse(JSON.stringify(wrong))).toEqual(wrong);
  });

  it('a due question reappears when its time comes, not before', () => {
    const clock = manualClock(Date.UTC(2026, 0, 10, 9));
    const cards: Record<string, StoredCard> = { a: reviewCard(undefined, false, clock.now()) };
    expect(dueIds(cards, clock.now())).toEqual([]);
    clock.set(cards.a!.due);
    expect(dueIds(cards, clock.now())).toEqual(['a']);
  });

  it('intervals grow with right answers in a row', () => {
    const clock = manualClock(Date.UTC(2026, 0, 10, 9));
    let card: StoredCard | undefined;
    const gaps: number[] = [];
    for (let i = 0; i < 5; i++) {
      card = reviewCard(card, true, clock.now());
      gaps.push(card.due - clock.now());
      clock.set(card.due);
    }
    expect(gaps[4]!).toBeGreaterThan(gaps[2]!);
    expect(gaps[4]!).toBeGreaterThan(DAY);
  });

  it('is deterministic and survives JSON', () => {
    const now = Date.UTC(2026, 3, 1);
    const a = reviewCard(reviewCard(undefined, true, now), false, now + DAY);
    const b = reviewCard(JSON.parse(JSON.stringify(reviewCard(undefined, true, now))) as StoredCard, false, now + DAY);
    expect(a).toEqual(b);
    expect(toStored(revive(a))).toEqual(a);
  });

  it('dueIds orders by due date and skips unknown ids', () => {
    const cards = { x: { due: 5 }, y: { due: 1 }, gone: { due: 0 }, later: { due: 100 } };
    expect(dueIds(cards, 10, new Set(['x', 'y', 'later']))).toEqual(['y', 'x']);
  });
});

describe('cards the scheduler used to refuse (ts-fsrs 5.4 throws instead of scheduling)', () => {
  const now = Date.UTC(2026, 0, 10, 9);
  const reviewed = reviewCard(reviewCard(undefined, true, now - 3 * DAY), true, now - 2 * DAY);

  it('a card reviewed "in the future" (another device\'s clock ahead) moves on when answered', () => {
    const skewed = { ...reviewed, last_review: now + 3 * DAY, due: now + 5 * DAY };
    const next = reviewCard(skewed, false, now);
    expect(next.reps).toBe(skewed.reps + 1);
    expect(next.lapses).toBe(skewed.lapses + 1);
    expect(next.last_review).toBe(now);
    expect(next.due).toBeGreaterThan(now);
    expect(next.due - now).toBeLessThanOrEqual(10 * MINUTE);
  });

  it('a reviewed card with stability 0 (or difficulty under 1) moves on when answered', () => {
    for (const broken of [{ ...reviewed, stability: 0 }, { ...reviewed, difficulty: 0.2 }]) {
      const next = reviewCard(broken, true, now);
      expect(next.reps).toBe(broken.reps + 1);
      expect(next.last_review).toBe(now);
      expect(next.stability).toBeGreaterThan(0);
      expect(next.due).toBeGreaterThan(now);
    }
  });

  it('whatever the saved card and the clock, the answer gives a card the store keeps as it is', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(0, -0, 8.64e15, 8.64e15 + 1, 2 ** 53 - 1, MAX_TIME, 1e308, -1));
    const anyCard = fc.record({
      due: anyNumber,
      stability: anyNumber,
      difficulty: anyNumber,
      elapsed_days: anyNumber,
      scheduled_days: anyNumber,
      learning_steps: anyNumber,
      reps: anyNumber,
      lapses: anyNumber,
      state: fc.constantFrom(0, 1, 2, 3),
      last_review: fc.option(anyNumber, { nil: null }),
    });
    fc.assert(
      fc.property(anyCard, fc.boolean(), fc.oneof(fc.integer({ min: 0, max: 2 * MAX_TIME }), anyNumber), (raw, correct, at) => {
        const stored = normaliseCard(raw);
        if (!stored) return;
        const next = reviewCard(stored, correct, at);
        expect(normaliseCard(next)).toEqual(next);
        expect(next.reps).toBe(Math.min(MAX_COUNT, stored.reps + 1));
      }),
    );
  });
});
