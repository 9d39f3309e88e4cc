import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { dueIds } from './due.ts';
import fc from 'fast-check';
import { fsrs } from 'ts-fsrs';
import { MAX_COUNT, MAX_TIME, normaliseCard, withoutShortTermSteps } from './card.ts';
import { GRADES, type Grade } from './grades.ts';
import { type StoredCard, gradeCard, reviewCard, revive, toStored } from './schedule.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe('spaced repetition', () => {
  it('a wrong answer brings the question back the next day, a right one later', () => {
    const clock = manualClock(Date.UTC(2026, 0, 10, 9));
    const wrong = reviewCard(undefined, false, clock.now());
    const right = reviewCard(undefined, true, clock.now());
    expect(wrong.due - clock.now()).toBe(DAY);
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
    expect(next.due - now).toBe(DAY);
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

describe('a question answered right is not due again the same day (issue 13)', () => {
  const grade = fc.constantFrom(...GRADES);
  const start = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 0, 1) });
  const history = fc.array(fc.tuple(grade, fc.integer({ min: 0, max: 40 * DAY })), { maxLength: 8 });

  it('whatever came before, a Good (or any grade) schedules the card at least a day ahead', () => {
    fc.assert(
      fc.property(start, history, grade, (from, past, last) => {
        let card: StoredCard | undefined;
        let at = from;
        for (const [g, gap] of past) {
          card = gradeCard(card, g, at);
          at += gap;
        }
        const next = gradeCard(card, last, at);
        expect(next.due - at).toBeGreaterThanOrEqual(DAY);
        // The due count of the whole day after the answer does not include it.
        expect(dueIds({ q: next }, at + DAY - 1)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('the four grades order the next review: Снова ≤ Трудно ≤ Хорошо ≤ Легко', () => {
    fc.assert(
      fc.property(start, history, (from, past) => {
        let card: StoredCard | undefined;
        let at = from;
        for (const [g, gap] of past) {
          card = gradeCard(card, g, at);
          at += gap;
        }
        const dues = (GRADES as readonly Grade[]).map((g) => gradeCard(card, g, at).due);
        for (let i = 1; i < dues.length; i++) expect(dues[i]!).toBeGreaterThanOrEqual(dues[i - 1]!);
      }),
      { numRuns: 200 },
    );
  });

  it('a quiz answer is the grade Good when right and Again when wrong', () => {
    const now = Date.UTC(2026, 2, 3, 10);
    expect(reviewCard(undefined, true, now)).toEqual(gradeCard(undefined, 'good', now));
    expect(reviewCard(undefined, false, now)).toEqual(gradeCard(undefined, 'again', now));
  });
});

describe('cards saved with short-term learning steps (state v4) move to whole days', () => {
  const now = Date.UTC(2026, 0, 10, 9);
  // What ts-fsrs 5.4 with its default learning steps (1 m, 10 m) saved for a first answer: Good → due in 10 minutes.
  const learning: StoredCard = { due: now + 10 * MINUTE, stability: 2.3065, difficulty: 2.118, elapsed_days: 0, scheduled_days: 0, learning_steps: 1, reps: 1, lapses: 0, state: 1, last_review: now };

  it('a card in learning becomes a review card due days after its last review, not minutes', () => {
    const moved = withoutShortTermSteps(learning);
    expect(moved.state).toBe(2);
    expect(moved.learning_steps).toBe(0);
    expect(moved.due - now).toBeGreaterThanOrEqual(DAY);
    expect(moved.due).toBe(now + moved.scheduled_days * DAY);
    expect(normaliseCard(moved)).toEqual(moved);
    expect(moved.stability).toBe(learning.stability);
  });

  it('a card already in review, or new, is left as it is; any saved card stays one the store keeps', () => {
    const review = reviewCard(undefined, true, now);
    expect(withoutShortTermSteps(review)).toBe(review);
    const anyCard = fc.record({
      due: fc.integer({ min: 0, max: MAX_TIME }),
      stability: fc.double({ min: 0, max: 36_500, noNaN: true }),
      difficulty: fc.double({ min: 0, max: 10, noNaN: true }),
      elapsed_days: fc.nat(1000),
      scheduled_days: fc.nat(1000),
      learning_steps: fc.nat(3),
      reps: fc.nat(MAX_COUNT),
      lapses: fc.nat(10),
      state: fc.constantFrom(0, 1, 2, 3),
      last_review: fc.option(fc.integer({ min: 0, max: MAX_TIME }), { nil: null }),
    });
    fc.assert(
      fc.property(anyCard, (raw) => {
        const card = normaliseCard(raw)!;
        const moved = withoutShortTermSteps(card);
        expect(normaliseCard(moved)).toEqual(moved);
        if (card.state === 1 || card.state === 3) expect(moved.state).toBe(2);
        else expect(moved).toBe(card);
      }),
    );
  });

  it('the days are the ones ts-fsrs itself gives the card\'s stability (the migration does not load ts-fsrs)', () => {
    // The scheduler as src/quiz/schedule.ts configures it; next_interval is what ts-fsrs 5.4 schedules a review in.
    const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0.001, max: 36_500, noNaN: true }), fc.integer({ min: 1, max: 400 }).map((n) => n + 0.5)), (stability) => {
        const moved = withoutShortTermSteps({ ...learning, stability });
        expect(moved.scheduled_days).toBe(scheduler.next_interval(stability, 0));
        expect(moved.due).toBe(now + moved.scheduled_days * DAY);
      }),
      { numRuns: 2000 },
    );
    // A card just answered right before the update: due in days, not the same evening.
    expect(withoutShortTermSteps(learning).scheduled_days).toBe(scheduler.next_interval(learning.stability, 0));
  });
});
