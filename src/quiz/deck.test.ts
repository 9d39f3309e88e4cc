import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deckProgress, deckQueue } from './deck.ts';
import { dueIds } from './due.ts';
import { GRADES } from './grades.ts';
import { type StoredCard, gradeCard } from './schedule.ts';

const DAY = 86_400_000;
const entries = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
/** The due count of the deck as the app takes it: due cards among the deck's ids. */
const deckDueIds = (cards: Record<string, StoredCard>, at: number) => dueIds(cards, at, new Set(entries.map((e) => e.id)));
const now = Date.UTC(2026, 11, 1, 9);

describe('the interview deck', () => {
  it('a sitting shows due cards first (earliest first), then new ones in chapter order; none not yet due', () => {
    const cards: Record<string, StoredCard> = {
      c: gradeCard(undefined, 'again', now - 3 * DAY), // due two days ago
      a: gradeCard(undefined, 'again', now - 2 * DAY), // due yesterday
      b: gradeCard(undefined, 'easy', now), // due in a week
    };
    expect(deckQueue(entries, cards, now)).toEqual(['c', 'a', 'd']);
    expect(deckDueIds(cards, now)).toEqual(['c', 'a']);
  });

  it('grading a card takes it out of today\'s count, whatever the grade; it comes back when due', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GRADES), fc.integer({ min: 0, max: 10 * DAY }), (grade, late) => {
        const before = { a: gradeCard(undefined, 'good', now - 30 * DAY) };
        const at = before.a.due + late;
        expect(deckDueIds(before, at)).toEqual(['a']);
        const after = { a: gradeCard(before.a, grade, at) };
        expect(deckDueIds(after, at)).toEqual([]);
        expect(deckDueIds(after, at + DAY - 1)).toEqual([]);
        expect(deckDueIds(after, after.a.due)).toEqual(['a']);
      }),
    );
  });

  it('progress counts seen, due and solid cards of the current deck only', () => {
    const cards: Record<string, StoredCard> = {
      a: gradeCard(undefined, 'again', now - 2 * DAY),
      b: { ...gradeCard(undefined, 'easy', now), due: now + 30 * DAY },
      gone: gradeCard(undefined, 'good', now - 9 * DAY),
    };
    expect(deckProgress(entries, cards, now)).toEqual({ total: 4, seen: 2, due: 1, solid: 1 });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'x'), fc.tuple(fc.constantFrom(...GRADES), fc.integer({ min: -40, max: 0 }))), (graded) => {
        const cs = Object.fromEntries(Object.entries(graded).map(([id, [g, d]]) => [id, gradeCard(undefined, g, now + d * DAY)]));
        const p = deckProgress(entries, cs, now);
        expect(p.seen).toBe(Object.keys(cs).filter((id) => id !== 'x').length);
        expect(p.due + p.solid).toBeLessThanOrEqual(p.seen);
        expect(p.due).toBe(deckDueIds(cs, now).length);
        expect(deckQueue(entries, cs, now).length).toBe(p.due + (p.total - p.seen));
      }),
    );
  });
});
