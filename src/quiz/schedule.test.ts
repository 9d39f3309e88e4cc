import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import { dueIds } from './due.ts';
import { storedCardSchema } from './card.ts';
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
    expect(storedCardSchema.safeParse(wrong).success).toBe(true);
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
