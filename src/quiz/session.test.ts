import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';
import {
  MAX_GIVEN,
  advance,
  answerCurrent,
  createSession,
  currentAnswer,
  currentId,
  endEarly,
  expire,
  isFinished,
  pickQuestions,
  sessionSchema,
  summarise,
  timeLeft,
} from './session.ts';

const ids = ['a', 'b', 'c'];
const right = { correct: true, given: 'x', typed: false };
const wrong = { correct: false, given: 'y', typed: true };

describe('a quiz session', () => {
  it('goes through every question in order, then ends', () => {
    const clock = manualClock(1000);
    let s = createSession({ mode: 'topic', topic: 'errors', questionIds: ids, now: clock.now() });
    expect(currentId(s)).toBe('a');
    s = advance(s, clock.now()); // not answered yet: stays
    expect(currentId(s)).toBe('a');
    s = answerCurrent(s, right, clock.now());
    expect(currentAnswer(s)?.correct).toBe(true);
    s = answerCurrent(s, wrong, clock.now()); // a second answer is ignored
    expect(currentAnswer(s)?.correct).toBe(true);
    s = advance(s, clock.now());
    s = advance(answerCurrent(s, wrong, clock.now()), clock.now());
    clock.advance(90_000);
    s = advance(answerCurrent(s, right, clock.now()), clock.now());
    expect(isFinished(s)).toBe(true);
    expect(currentId(s)).toBeNull();
    const summary = summarise(s, () => 'errors', clock.now());
    expect(summary).toMatchObject({ total: 3, answered: 3, correct: 2, mistakes: ['b'], durationMs: 90_000 });
    expect(summary.byTopic.errors).toEqual({ correct: 2, total: 3 });
    expect(sessionSchema.safeParse(s).success).toBe(true);
  });

  it('never skips or repeats a question, whatever the learner does', () => {
    const op = fc.oneof(fc.constant('answer' as const), fc.constant('advance' as const), fc.constant('tick' as const), fc.constant('end' as const));
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}$/), { minLength: 1, maxLength: 12 }), fc.array(op, { maxLength: 60 }), fc.boolean(), (qs, ops, timed) => {
        let now = 0;
        let s = createSession({ mode: timed ? 'mock' : 'mixed', questionIds: qs, now, minutes: timed ? 1 : undefined });
        for (const o of ops) {
          if (o === 'answer') s = answerCurrent(s, right, now);
          else if (o === 'advance') s = advance(s, now);
          else if (o === 'end') s = endEarly(s, now);
          else {
            now += 7_000;
            s = expire(s, now);
          }
          expect(s.answers.map((a) => a.id)).toEqual(qs.slice(0, s.answers.length));
          expect(s.index === s.answers.length || s.index + 1 === s.answers.length).toBe(true);
          expect(sessionSchema.safeParse(s).success).toBe(true);
        }
        if (isFinished(s) && !timed && !ops.includes('end')) expect(s.answers.map((a) => a.id)).toEqual(qs);
      }),
    );
  });

  it('a mock interview ends when its countdown runs out; the rest count as missed', () => {
    const clock = manualClock(0);
    let s = createSession({ mode: 'mock', questionIds: ids, now: clock.now(), minutes: 10 });
    expect(timeLeft(s, clock.now())).toBe(600_000);
    s = advance(answerCurrent(s, right, clock.now()), clock.now());
    clock.advance(599_999);
    expect(isFinished(expire(s, clock.now()))).toBe(false);
    clock.advance(1);
    s = expire(s, clock.now());
    expect(isFinished(s)).toBe(true);
    expect(s.finishedAt).toBe(600_000);
    expect(answerCurrent(s, right, clock.now())).toBe(s);
    expect(summarise(s, () => 'panic', clock.now())).toMatchObject({ correct: 1, total: 3, mistakes: ['b', 'c'] });
  });

  it('ends early on request and keeps what was answered, including the question just answered', () => {
    let s = createSession({ mode: 'topic', topic: 'errors', questionIds: ids, now: 0 });
    s = advance(answerCurrent(s, right, 1), 2);
    s = answerCurrent(s, wrong, 3); // answered, not yet moved on
    s = endEarly(s, 10);
    expect(isFinished(s)).toBe(true);
    expect(s.answers.map((a) => a.id)).toEqual(['a', 'b']);
    expect(sessionSchema.safeParse(s).success).toBe(true);
    expect(summarise(s, () => 'errors', 10)).toMatchObject({ total: 3, answered: 2, correct: 1, mistakes: ['b', 'c'], durationMs: 10 });
    expect(endEarly(s, 20)).toBe(s);
  });

  it('an answer after the deadline ends the session instead of counting', () => {
    let s = createSession({ mode: 'mock', questionIds: ids, now: 0, minutes: 1 });
    s = answerCurrent(s, right, 60_000);
    expect(isFinished(s)).toBe(true);
    expect(s.answers).toEqual([]);
  });

  it('keeps a very long typed answer savable', () => {
    const s = answerCurrent(createSession({ mode: 'topic', questionIds: ids, now: 0 }), { correct: false, given: 'x'.repeat(10_000), typed: true }, 1);
    expect(s.answers[0]!.given).toHaveLength(MAX_GIVEN);
    expect(sessionSchema.safeParse(s).success).toBe(true);
  });

  it('pickQuestions takes distinct ids, deterministically', () => {
    const all = Array.from({ length: 30 }, (_, i) => `q${i}`);
    const picked = pickQuestions(all, 10, 42);
    expect(new Set(picked).size).toBe(10);
    expect(pickQuestions(all, 10, 42)).toEqual(picked);
    expect(pickQuestions(all, 100, 1)).toHaveLength(30);
  });

  it('the schema refuses a saved session whose answers do not follow its questions', () => {
    const s = createSession({ mode: 'topic', questionIds: ids, now: 0 });
    expect(sessionSchema.safeParse({ ...s, answers: [{ id: 'b', correct: true, given: '', typed: false, at: 0 }] }).success).toBe(false);
    expect(sessionSchema.safeParse({ ...s, index: 9 }).success).toBe(false);
  });
});
