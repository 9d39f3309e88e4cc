/** Every quiz page that is pre-rendered; the question pages come from the same index the UI links to. */
import { paths } from '../site/paths.ts';
import { SESSION_KEYS } from '../store/persistence.ts';
import { QUIZ_TOPICS, type QuizIndexEntry } from '../quiz/schema.ts';

export function quizPrerenderPaths(index: readonly Pick<QuizIndexEntry, 'id' | 'topic'>[]): string[] {
  // A topic declared before its first question has no page yet.
  const keys = SESSION_KEYS.filter((key) => !(QUIZ_TOPICS as readonly string[]).includes(key) || index.some((q) => q.topic === key));
  return [paths.quiz, paths.quizDeck, ...keys.map((key) => paths.quizSession(key)), ...index.map((q) => paths.quizQuestion(q.id))];
}
