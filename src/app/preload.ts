import { matchPath } from 'react-router';
import { chapterBySlug, loadChapter } from './chapters.ts';
import { questionById, loadTopic } from '../quiz-ui/bank.ts';
import { CHAPTER_ROUTE, QUIZ_QUESTION_ROUTE } from './paths.ts';

/**
 * Loads the code a path needs before the first render, so that the server renders it fully and the
 * browser hydrates it without suspending. `pathname` is without the base path.
 */
export async function preloadPath(pathname: string): Promise<void> {
  const chapter = matchPath(CHAPTER_ROUTE, pathname);
  const slug = chapter?.params.slug;
  if (slug && chapterBySlug(slug)) await loadChapter(slug);
  const question = questionById.get(matchPath(QUIZ_QUESTION_ROUTE, pathname)?.params.id ?? '');
  if (question) await loadTopic(question.topic);
}
