/** Every quiz page that is pre-rendered; the question pages come from the same index the UI links to. */
import { paths } from '../site/paths.ts';
import { SESSION_KEYS } from '../store/persistence.ts';
import type { QuizIndexEntry } from '../quiz/schema.ts';

export function quizPrerenderPaths(index: readonly Pick<QuizIndexEntry, 'id'>[]): string[] {
  return [paths.quiz, ...SESSION_KEYS.map((key) => paths.quizSession(key)), ...index.map((q) => paths.quizQuestion(q.id))];
}
