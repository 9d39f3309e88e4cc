/**
 * What each address of the site is, as the pre-renderer renders it: static pages with islands
 * (home, chapters) and pages that are one island each (labs, quiz, progress).
 */
import type { ReactNode } from 'react';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { Island } from '../islands/Island.tsx';
import { LabsIndexPage } from '../labs/LabPages.tsx';
import { labs } from '../labs/registry.ts';
import { quizIndex } from '../quiz-ui/bank.ts';
import { quizPrerenderPaths } from '../quiz-ui/routes.ts';
import { chapterBySlug, chapters } from '../site/chapters.ts';
import { CHAPTER_ROUTE, CHEATSHEET_ROUTE, LAB_ROUTE, QUIZ_QUESTION_ROUTE, QUIZ_SESSION_ROUTE, paths } from '../site/paths.ts';
import { matchPath } from '../site/router.tsx';
import { ChapterPage } from './ChapterPage.tsx';
import { ChaptersPage } from './ChaptersPage.tsx';
import { CheatsheetPage } from './CheatsheetPage.tsx';
import { cheatsheetSlugs } from './cheatsheets.ts';
import { HomePage } from './HomePage.tsx';

/** Every path that is pre-rendered to its own index.html. */
export function prerenderPaths(): string[] {
  const labPages = labs.length > 0 ? [paths.labs, ...labs.map((l) => paths.lab(l.id))] : [];
  return [paths.home, paths.chapters, ...chapters.map((c) => paths.chapter(c.slug)), ...cheatsheetSlugs().map(paths.cheatsheet), ...labPages, ...quizPrerenderPaths(quizIndex), paths.progress, paths.playPage];
}

/** The path of 404.html, the page a static host shows for any unknown address. */
export const NOT_FOUND_PATH = '/404';

/** The main part of the page at `pathname`. */
export function pageFor(pathname: string): ReactNode {
  if (pathname === paths.home) return <HomePage />;
  if (pathname === paths.chapters) return <ChaptersPage />;
  const chapter = matchPath(CHAPTER_ROUTE, pathname);
  if (chapter && chapterBySlug(chapter.params.slug!)) return <ChapterPage slug={chapter.params.slug!} />;
  const sheet = matchPath(CHEATSHEET_ROUTE, pathname);
  if (sheet && cheatsheetSlugs().includes(sheet.params.slug!)) return <CheatsheetPage slug={sheet.params.slug!} />;
  if (pathname === paths.labs) return <LabsIndexPage />;
  if (matchPath(LAB_ROUTE, pathname)) return <Island name="LabPage" />;
  if (pathname === paths.quiz) return <Island name="QuizHomePage" />;
  if (matchPath(QUIZ_QUESTION_ROUTE, pathname)) return <Island name="QuestionPage" />;
  if (pathname === paths.quizDeck) return <Island name="DeckPage" />; // before the session route, which would match it too
  if (matchPath(QUIZ_SESSION_ROUTE, pathname)) return <Island name="SessionPage" />;
  if (pathname === paths.progress) return <Island name="ProgressPage" />;
  if (pathname === paths.playPage) return <Island name="PlayPage" />;
  if (pathname === NOT_FOUND_PATH) return <Island name="NotFoundRoute" />;
  return <NotFoundPage />;
}
