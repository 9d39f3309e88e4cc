import { join, resolve } from 'node:path';
import { matchPath } from '../site/router.tsx';
import { describe, expect, it } from 'vitest';
import { quizIndex } from '../../scripts/content/quiz-data.ts';
import { readQuizFiles } from '../../scripts/content/programs.ts';
import { QUIZ_QUESTION_ROUTE, QUIZ_SESSION_ROUTE, paths } from '../site/paths.ts';
import { QUIZ_TOPICS } from '../quiz/schema.ts';
import { SESSION_KEYS } from '../store/persistence.ts';
import { quizPrerenderPaths } from './routes.ts';

const contentDir = join(resolve(import.meta.dirname, '../..'), 'content');
const index = quizIndex(contentDir);
const prerendered = quizPrerenderPaths(index);

describe('quiz routes', () => {
  it('every question in the bank has a pre-rendered page that routes back to it', () => {
    const bank = readQuizFiles(contentDir).flatMap((q) => (q.ok ? [q.id] : []));
    expect(index.map((q) => q.id).sort()).toEqual([...bank].sort());
    for (const id of bank) {
      const path = paths.quizQuestion(id);
      expect(prerendered).toContain(path);
      expect(matchPath(QUIZ_QUESTION_ROUTE, path)?.params.id).toBe(id);
      expect(matchPath(QUIZ_SESSION_ROUTE, path)).toBeNull();
    }
  });

  it('pre-renders the quiz page, every mode and every topic that has questions', () => {
    expect(prerendered).toContain(paths.quiz);
    for (const key of SESSION_KEYS) {
      const emptyTopic = (QUIZ_TOPICS as readonly string[]).includes(key) && !index.some((q) => q.topic === key);
      expect(prerendered.includes(paths.quizSession(key)), key).toBe(!emptyTopic);
      expect(matchPath(QUIZ_SESSION_ROUTE, paths.quizSession(key))?.params.session).toBe(key);
    }
    expect(new Set(prerendered).size).toBe(prerendered.length);
  });

  it('every similar question and chapter reference in the index points somewhere real', () => {
    const ids = new Set(index.map((q) => q.id));
    for (const q of index) if (q.similar) expect(ids.has(q.similar), `${q.id} → ${q.similar}`).toBe(true);
  });
});
