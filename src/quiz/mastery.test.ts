import { describe, expect, it } from 'vitest';
import { masteryByTopic, masteryOverTime } from './mastery.ts';
import type { QuizTopic } from './schema.ts';

const topics = new Map<string, QuizTopic>([
  ['e1', 'errors'],
  ['e2', 'errors'],
  ['p1', 'panic'],
  ['r1', 'reliability'],
]);
const day = (d: number, h = 12) => Date.UTC(2026, 0, d, h);

describe('mastery', () => {
  it('counts the latest answer of every question', () => {
    const m = masteryByTopic(
      [
        { id: 'e1', correct: true, at: day(1) },
        { id: 'e1', correct: false, at: day(2) },
        { id: 'e2', correct: true, at: day(1) },
        { id: 'p1', correct: true, at: day(1) },
        { id: 'unknown', correct: true, at: day(1) },
      ],
      topics,
    );
    expect(m.errors).toEqual({ total: 2, seen: 2, known: 1, mastery: 0.5 });
    expect(m.panic.mastery).toBe(1);
    expect(m.reliability).toEqual({ total: 1, seen: 0, known: 0, mastery: 0 });
  });

  it('gives one point per day with answers, in order', () => {
    const points = masteryOverTime(
      [
        { id: 'e2', correct: true, at: day(3) },
        { id: 'e1', correct: true, at: day(1) },
        { id: 'p1', correct: false, at: day(1, 13) },
      ],
      topics,
      (at) => new Date(at).toISOString().slice(0, 10),
    );
    expect(points).toEqual([
      { day: '2026-01-01', errors: 50, panic: 0, reliability: 0, overload: 0 },
      { day: '2026-01-03', errors: 100, panic: 0, reliability: 0, overload: 0 },
    ]);
  });
});
