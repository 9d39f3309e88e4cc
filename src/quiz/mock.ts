/**
 * The mock interview's own logic: which items it mixes, and the grades of spoken answers after the end.
 * Apart from src/quiz/session.ts because the saved state (and so every page) needs the session's shape,
 * while only the mock interview needs this.
 */
import { type Grade, recalled } from './grades.ts';
import { type QuizSession, isFinished, pickQuestions } from './session.ts';
import { seededShuffle } from './shuffle.ts';

/**
 * The learner's grade of a spoken answer, once the session is over (an answer shown before the end
 * would give the next ones away). Once per answer: the grade also moved the deck card on.
 */
export function gradeSpoken(s: QuizSession, id: string, grade: Grade): QuizSession {
  if (!isFinished(s)) return s;
  const i = s.answers.findIndex((a) => a.id === id);
  const answer = s.answers[i];
  if (!answer?.spoken || answer.grade !== undefined) return s;
  const answers = s.answers.map((a, j) => (j === i ? { ...a, grade, correct: recalled(grade) } : a));
  return { ...s, answers };
}

/** Share of interview cards in a mock interview: the rest are «что выведет» questions. */
export const MOCK_CARD_SHARE = 0.4;

/**
 * A mock interview's items: `count` in all, about MOCK_CARD_SHARE of them interview cards, mixed in an
 * order fixed by `seed`. When one kind runs short, the other fills in.
 */
export function pickMock(questionIds: readonly string[], cardIds: readonly string[], count: number, seed: number | string): string[] {
  const n = Math.max(0, Math.min(count, questionIds.length + cardIds.length));
  const cards = Math.min(cardIds.length, Math.max(n - questionIds.length, Math.round(n * MOCK_CARD_SHARE)));
  const picked = [...pickQuestions(questionIds, n - cards, `${seed}:q`), ...pickQuestions(cardIds, cards, `${seed}:c`)];
  return seededShuffle(picked, `${seed}:mix`);
}
