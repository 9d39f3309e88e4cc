/**
 * Every component the browser hydrates, by the name the HTML gives it. Everything else on a page is
 * HTML made at build time and never hydrated.
 *
 * To add one: an entry here (module path, lazy import, when it hydrates), then render it with
 * `<Island name="…" props={…} />` (src/islands/Island.tsx) where the page or a chapter tag needs it.
 * Props must be JSON (they travel in the HTML); the component must render the same on the server and
 * in its first browser render (read saved state through the store, which is loaded afterwards).
 */
import { ThemeToggle } from '../components/ThemeToggle.tsx';
import { SearchButton } from '../study/search/SearchButton.tsx';
import { StudyTools } from '../study/StudyTools.tsx';
import { PersistNotice } from '../study/storage/PersistNotice.tsx';
import { StorageAlerts } from '../study/storage/StorageAlerts.tsx';
import { OfflineIndicator } from '../study/offline/OfflineIndicator.tsx';
import { everyPage, island } from './define.ts';

export const islands = {
  // Every page: the header's buttons and the tools that listen for keys and notices.
  ThemeToggle: everyPage('src/components/ThemeToggle.tsx', ThemeToggle, 'load'),
  SearchButton: everyPage('src/study/search/SearchButton.tsx', SearchButton, 'load'),
  StorageAlerts: everyPage('src/study/storage/StorageAlerts.tsx', StorageAlerts, 'idle'),
  PersistNotice: everyPage('src/study/storage/PersistNotice.tsx', PersistNotice, 'idle'),
  OfflineIndicator: everyPage('src/study/offline/OfflineIndicator.tsx', OfflineIndicator, 'idle'),
  StudyTools: everyPage('src/study/StudyTools.tsx', StudyTools, 'load'),

  // Home and the chapter list: where the learner stands.
  ContinueCard: island('src/reading/ContinueCard.tsx', () => import('../reading/ContinueCard.tsx').then((m) => m.ContinueCard), 'load'),
  ChapterCardProgress: island('src/reading/ChapterCardProgress.tsx', () => import('../reading/ChapterCardProgress.tsx').then((m) => m.ChapterCardProgress), 'visible'),
  QuizDueCard: island('src/quiz-ui/QuizDue.tsx', () => import('../quiz-ui/QuizDue.tsx').then((m) => m.QuizDueCard), 'visible'),

  // A chapter: the contents that follow the reader, reading progress, and the tags that do something.
  Toc: island('src/reading/Toc.tsx', () => import('../reading/Toc.tsx').then((m) => m.Toc), 'visible'),
  ReadTracker: island('src/reading/ReadTracker.tsx', () => import('../reading/ReadTracker.tsx').then((m) => m.ReadTracker), 'idle'),
  ReadProgress: island('src/reading/ReadProgress.tsx', () => import('../reading/ReadProgress.tsx').then((m) => m.ReadProgress), 'idle'),
  Quiz: island('src/quiz-ui/InlineQuiz.tsx', () => import('../quiz-ui/InlineQuiz.tsx').then((m) => m.InlineQuiz), 'visible'),
  PrintButton: island('src/components/PrintButton.tsx', () => import('../components/PrintButton.tsx').then((m) => m.PrintButton), 'visible'),
  LabEmbed: island('src/labs/LabPages.tsx', () => import('../labs/LabPages.tsx').then((m) => m.LabEmbed), 'visible'),

  // Pages that are one tool each.
  // Pre-rendered for the lab's link without a query (its first preset); a link with a state renders afresh.
  // Its lab comes with it, so that the whole lab hydrates at once (labs/LabPages.tsx preloadLabOfPage).
  LabPage: island('src/labs/LabPages.tsx', () => import('../labs/LabPages.tsx').then((m) => m.preloadLabOfPage().then(() => m.LabPage)), 'load', { fresh: () => window.location.search !== '' }),
  QuizHomePage: island('src/quiz-ui/QuizHomePage.tsx', () => import('../quiz-ui/QuizHomePage.tsx').then((m) => m.QuizHomePage), 'load'),
  SessionPage: island('src/quiz-ui/SessionPage.tsx', () => import('../quiz-ui/SessionPage.tsx').then((m) => m.SessionPage), 'load'),
  DeckPage: island('src/quiz-ui/deck/DeckPage.tsx', () => import('../quiz-ui/deck/DeckPage.tsx').then((m) => m.DeckPage), 'load'),
  QuestionPage: island('src/quiz-ui/QuestionPage.tsx', () => import('../quiz-ui/QuestionPage.tsx').then((m) => m.QuestionPage), 'load'),
  // Opened by a click on «Изменить и запустить» (src/app/enhance.ts mounts it), never in a page's HTML.
  RunnerDialog: island('src/runner/ui/islands.tsx', () => import('../runner/ui/islands.tsx').then((m) => m.RunnerDialog), 'load', { fresh: true }),
  PlayPage: island('src/runner/ui/islands.tsx', () => import('../runner/ui/islands.tsx').then((m) => m.PlayPage), 'load'),
  ProgressPage: island('src/study/progress/ProgressPage.tsx', () => import('../study/progress/ProgressPage.tsx').then((m) => m.ProgressPage), 'load'),
  // 404.html: rendered afresh for the address it is shown at (an unknown question gets its own message).
  NotFoundRoute: island('src/islands/NotFoundRoute.tsx', () => import('./NotFoundRoute.tsx').then((m) => m.NotFoundRoute), 'load', { fresh: true }),
};

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> = (typeof islands)[N] extends { load: () => Promise<React.ComponentType<infer P>> } ? P : never;
