/**
 * A quiz session as a small state machine: a fixed sequence of questions, one answer per question,
 * in order. It is plain JSON, so it is persisted and resumes after a reload. Time comes in as `now`.
 */
import type { QuizTopic } from './schema.ts';
import { MAX_GIVEN, type QuizSession, type SessionAnswer, type SessionMode } from './sessionSchema.ts';
import { seededShuffle } from './shuffle.ts';

export * from './sessionSchema.ts';

export interface NewSession {
  mode: SessionMode;
  topic?: QuizTopic | null;
  questionIds: readonly string[];
  now: number;
  /** Minutes on the clock (mock interviews). */
  minutes?: number;
}

export function createSession({ mode, topic = null, questionIds, now, minutes }: NewSession): QuizSession {
  const ids = [...new Set(questionIds)];
  if (ids.length === 0) throw new Error('a session needs at least one question');
  return {
    mode,
    topic,
    questionIds: ids,
    index: 0,
    answers: [],
    startedAt: now,
    finishedAt: null,
    deadline: minutes ? now + minutes * 60_000 : null,
  };
}

/** `count` ids picked from `ids` in an order fixed by `seed`. */
export function pickQuestions(ids: readonly string[], count: number, seed: number | string): string[] {
  return seededShuffle(ids, seed).slice(0, Math.max(0, count));
}

export function isFinished(s: QuizSession): boolean {
  return s.finishedAt !== null;
}

export function currentId(s: QuizSession): string | null {
  return isFinished(s) ? null : (s.questionIds[s.index] ?? null);
}

/** The answer to the current question, once it is given. */
export function currentAnswer(s: QuizSession): SessionAnswer | null {
  return isFinished(s) ? null : (s.answers[s.index] ?? null);
}

/** Records the answer to the current question; a second answer to the same question is ignored. */
export function answerCurrent(s: QuizSession, answer: Omit<SessionAnswer, 'id' | 'at'>, now: number): QuizSession {
  const id = currentId(s);
  if (id === null || s.answers.length > s.index) return s;
  if (s.deadline !== null && now >= s.deadline) return expire(s, now);
  return { ...s, answers: [...s.answers, { ...answer, given: answer.given.slice(0, MAX_GIVEN), id, at: now }] };
}

/** Moves to the next question once the current one is answered; after the last, the session ends. */
export function advance(s: QuizSession, now: number): QuizSession {
  if (isFinished(s) || s.answers.length <= s.index) return s;
  const index = s.index + 1;
  return index >= s.questionIds.length ? { ...s, index, finishedAt: now } : { ...s, index };
}

/** Ends a session whose countdown has run out (the unanswered questions count as missed). */
export function expire(s: QuizSession, now: number): QuizSession {
  if (isFinished(s) || s.deadline === null || now < s.deadline) return s;
  return { ...s, finishedAt: s.deadline };
}

/**
 * Ends a session before its last question, at the learner's request: what was answered stays answered
 * (and is already in the review schedule); the rest counts as unanswered.
 */
export function endEarly(s: QuizSession, now: number): QuizSession {
  if (isFinished(s)) return s;
  // An answer given to the current question counts: the learner saw its result before ending.
  return { ...s, index: s.answers.length, finishedAt: Math.max(now, s.startedAt) };
}

/** Milliseconds left on the countdown, or null without one. */
export function timeLeft(s: QuizSession, now: number): number | null {
  if (s.deadline === null) return null;
  return Math.max(0, s.deadline - now);
}

export interface TopicScore {
  correct: number;
  total: number;
}

export interface SessionSummary {
  total: number;
  answered: number;
  correct: number;
  durationMs: number;
  /** Ids answered wrongly (a spoken answer graded «Снова») or left unanswered, in session order. */
  mistakes: string[];
  /** Spoken answers the learner has not graded yet: neither right nor a mistake so far. */
  ungraded: string[];
  byTopic: Partial<Record<QuizTopic, TopicScore>>;
}

export function summarise(s: QuizSession, topicOf: (id: string) => QuizTopic | undefined, now: number): SessionSummary {
  const byTopic: Partial<Record<QuizTopic, TopicScore>> = {};
  const mistakes: string[] = [];
  let correct = 0;
  const ungraded: string[] = [];
  s.questionIds.forEach((id, i) => {
    const answer = s.answers[i];
    const ok = answer?.correct ?? false;
    if (ok) correct++;
    else if (answer?.spoken && answer.grade === undefined) ungraded.push(id);
    else mistakes.push(id);
    const topic = topicOf(id);
    if (topic) {
      const score = (byTopic[topic] ??= { correct: 0, total: 0 });
      score.total++;
      if (ok) score.correct++;
    }
  });
  return {
    total: s.questionIds.length,
    answered: s.answers.length,
    correct,
    durationMs: Math.max(0, (s.finishedAt ?? now) - s.startedAt),
    mistakes,
    ungraded,
    byTopic,
  };
}
