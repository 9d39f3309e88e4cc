/** The mock interview: a timed mix of quiz questions and spoken interview cards, scored only at the end. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GRADES } from './grades.ts';
import type { QuizTopic } from './schema.ts';
import { MOCK_CARD_SHARE, gradeSpoken, pickMock } from './mock.ts';
import { advance, answerCurrent, createSession, endEarly, expire, sessionSchema, summarise } from './session.ts';

const questions = Array.from({ length: 30 }, (_, i) => `errors-${String(i).padStart(2, '0')}`);
const cards = Array.from({ length: 20 }, (_, i) => `q-card-${i}`);
const isCard = (id: string) => id.startsWith('q-card-');
const topicOf = (id: string): QuizTopic => (isCard(id) ? 'reliability' : 'errors');
const START = Date.UTC(2026, 11, 1, 10);

/** Plays a mock: a quiz question right or wrong as told, a card answered aloud (ungraded). */
function play(items: string[], outcomes: boolean[], minutes = 20) {
  let s = createSession({ mode: 'mock', questionIds: items, now: START, minutes });
  outcomes.forEach((ok, i) => {
    const id = items[i]!;
    const answer = isCard(id) ? { correct: false, given: '', typed: false, spoken: true } : { correct: ok, given: ok ? 'right' : 'wrong', typed: false };
    s = advance(answerCurrent(s, answer, START + (i + 1) * 1000), START + (i + 1) * 1000);
  });
  return s;
}

describe('picking a mock interview', () => {
  it('mixes about 40 % interview cards with quiz questions, no repeats, same seed same set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer(), (count, seed) => {
        const items = pickMock(questions, cards, count, seed);
        expect(items).toHaveLength(count);
        expect(new Set(items).size).toBe(count);
        const spoken = items.filter(isCard).length;
        expect(Math.abs(spoken - Math.max(count - questions.length, Math.round(count * MOCK_CARD_SHARE)))).toBeLessThanOrEqual(0);
        expect(pickMock(questions, cards, count, seed)).toEqual(items);
      }),
    );
  });

  it('when one kind runs short the other fills in', () => {
    expect(pickMock(questions.slice(0, 2), cards, 10, 1).filter(isCard)).toHaveLength(8);
    expect(pickMock(questions, [], 10, 1)).toHaveLength(10);
  });
});

describe('scoring a mock interview', () => {
  it('spoken answers are neither right nor mistakes until graded; grading decides, once, and only after the end', () => {
    const items = ['errors-00', 'q-card-0', 'errors-01', 'q-card-1'];
    let s = play(items, [true, true, false]);
    expect(gradeSpoken(s, 'q-card-0', 'good')).toBe(s); // still running: no grade yet
    s = endEarly(s, START + 10_000);
    let summary = summarise(s, topicOf, START + 10_000);
    expect(summary).toMatchObject({ total: 4, answered: 3, correct: 1, mistakes: ['errors-01', 'q-card-1'], ungraded: ['q-card-0'] });
    s = gradeSpoken(s, 'q-card-0', 'hard');
    expect(gradeSpoken(s, 'q-card-0', 'again')).toBe(s); // a second grade is ignored
    expect(gradeSpoken(s, 'errors-00', 'again')).toBe(s); // a quiz answer is never self-graded
    expect(gradeSpoken(s, 'q-card-1', 'good')).toBe(s); // never answered
    summary = summarise(s, topicOf, START + 10_000);
    expect(summary).toMatchObject({ correct: 2, mistakes: ['errors-01', 'q-card-1'], ungraded: [] });
    expect(summary.byTopic).toEqual({ errors: { correct: 1, total: 2 }, reliability: { correct: 1, total: 2 } });
    expect(sessionSchema.safeParse(s).success).toBe(true);
  });

  it('whatever was answered, graded, ended early or timed out: every item is right, a mistake or ungraded, and the topics add up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer(),
        fc.array(fc.boolean(), { maxLength: 20 }),
        fc.array(fc.constantFrom(...GRADES), { maxLength: 20 }),
        fc.constantFrom('early', 'timeout', 'all'),
        (count, seed, outcomes, grades, ending) => {
          const items = pickMock(questions, cards, count, seed);
          let s = play(items, ending === 'all' ? items.map((_, i) => outcomes[i] ?? true) : outcomes.slice(0, count));
          if (ending === 'early') s = endEarly(s, START + 60_000);
          if (ending === 'timeout') s = expire(s, START + 21 * 60_000);
          const answered = s.answers.length;
          s.answers.filter((a) => a.spoken).forEach((a, i) => {
            if (grades[i]) s = gradeSpoken(s, a.id, grades[i]!);
          });
          const sum = summarise(s, topicOf, START + 30 * 60_000);
          expect(sum.answered).toBe(answered); // ending keeps every answer given
          expect(sum.correct + sum.mistakes.length + sum.ungraded.length).toBe(sum.total);
          expect(new Set([...sum.mistakes, ...sum.ungraded]).size).toBe(sum.mistakes.length + sum.ungraded.length);
          const topics = Object.values(sum.byTopic);
          expect(topics.reduce((n, t) => n + t.total, 0)).toBe(sum.total);
          expect(topics.reduce((n, t) => n + t.correct, 0)).toBe(sum.correct);
          for (const id of items.slice(answered)) expect(sum.mistakes).toContain(id); // unanswered count as missed
          for (const a of s.answers) if (a.spoken) expect(a.correct).toBe(a.grade !== undefined && a.grade !== 'again');
          expect(sessionSchema.safeParse(JSON.parse(JSON.stringify(s))).data).toEqual(s);
        },
      ),
      { numRuns: 200 },
    );
  });
});
