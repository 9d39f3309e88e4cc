/** The question bank in the browser: the index comes with the quiz pages, each question's full data loads on demand. */
import index from 'virtual:quiz-index';
import questionLoaders from 'virtual:quiz-questions';
import { resourceCache } from '../lib/resource.ts';
import { type Question, type QuizIndexEntry, QUIZ_TOPICS, type QuizTopic } from '../quiz/schema.ts';

export { knownIds } from './knownIds.ts';

export const quizIndex: readonly QuizIndexEntry[] = index;
export const questionById: ReadonlyMap<string, QuizIndexEntry> = new Map(index.map((q) => [q.id, q]));
export const topicOf: ReadonlyMap<string, QuizTopic> = new Map(index.map((q) => [q.id, q.topic]));

/** The topics that have questions, in their fixed order (a topic is declared before its first question lands). */
export const activeTopics: readonly QuizTopic[] = QUIZ_TOPICS.filter((topic) => index.some((q) => q.topic === topic));

export function idsOfTopic(topic: QuizTopic): string[] {
  return index.filter((q) => q.topic === topic).map((q) => q.id);
}

/** One question in full (its own chunk: a page pays for the questions it shows); shared, readable with `use()` once loaded. */
export const loadQuestion = resourceCache<Question>(async (id) => {
  const load = questionLoaders[id];
  if (!load) throw new Error(`no quiz question "${id}"`);
  return (await load()).default;
});
