/** The question bank in the browser: the index comes with the app, each topic's full data loads on demand. */
import index from 'virtual:quiz-index';
import { resourceCache } from '../lib/resource.ts';
import { type Question, type QuizIndexEntry, QUIZ_TOPICS, type QuizTopic } from '../quiz/schema.ts';

export const quizIndex: readonly QuizIndexEntry[] = index;
export const questionById: ReadonlyMap<string, QuizIndexEntry> = new Map(index.map((q) => [q.id, q]));
export const topicOf: ReadonlyMap<string, QuizTopic> = new Map(index.map((q) => [q.id, q.topic]));
export const knownIds: ReadonlySet<string> = new Set(index.map((q) => q.id));

/** The topics that have questions, in their fixed order (a topic is declared before its first question lands). */
export const activeTopics: readonly QuizTopic[] = QUIZ_TOPICS.filter((topic) => index.some((q) => q.topic === topic));

export function idsOfTopic(topic: QuizTopic): string[] {
  return index.filter((q) => q.topic === topic).map((q) => q.id);
}

const loaders: Record<QuizTopic, () => Promise<{ default: Question[] }>> = {
  errors: () => import('virtual:quiz-topic/errors'),
  panic: () => import('virtual:quiz-topic/panic'),
  reliability: () => import('virtual:quiz-topic/reliability'),
  overload: () => import('virtual:quiz-topic/overload'),
};

/** A topic's full questions by id; shared by every caller, readable with `use()` once loaded. */
export const loadTopic = resourceCache<ReadonlyMap<string, Question>>(async (topic) => {
  const load = loaders[topic as QuizTopic];
  if (!load) throw new Error(`no quiz topic "${topic}"`);
  const mod = await load();
  return new Map(mod.default.map((q) => [q.id, q]));
});

/** Loads the scheduler (ts-fsrs) only when the first answer needs it. */
export const loadScheduler = () => import('../quiz/schedule.ts');
