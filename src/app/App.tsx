import { Suspense, useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { startPersistence } from '../store/appStore.ts';
import { ChapterLoading, ChapterPage } from './ChapterPage.tsx';
import { ChaptersPage } from './ChaptersPage.tsx';
import { HomePage } from './HomePage.tsx';
import { Layout } from './Layout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';
import { CHAPTER_ROUTE, LAB_ROUTE, QUIZ_QUESTION_ROUTE, QUIZ_SESSION_ROUTE, paths } from './paths.ts';
import { LabPage, LabsIndexPage } from '../labs/LabPages.tsx';
import { QuestionPage } from '../quiz-ui/QuestionPage.tsx';
import { QuizHomePage } from '../quiz-ui/QuizHomePage.tsx';
import { SessionPage } from '../quiz-ui/SessionPage.tsx';
import { ProgressPage } from '../study/progress/ProgressPage.tsx';

/** A link may point inside a closed «Глубже» block or interview card: open every <details> around the target. */
function revealTarget(el: Element) {
  for (let d = el.closest('details'); d; d = d.parentElement?.closest('details') ?? null) d.open = true;
}

/** On navigation: to the top of a new page, or to the section named in the hash once it exists. */
function ScrollManager() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false; // the browser already restored or followed the hash of the loaded page
      const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
      if (target && target.closest('details:not([open])')) {
        revealTarget(target);
        target.scrollIntoView();
      }
      return;
    }
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let frame = 0;
    const seek = () => {
      const el = document.getElementById(id);
      if (el) {
        revealTarget(el);
        el.scrollIntoView();
      }
      else if (tries++ < 120) frame = requestAnimationFrame(seek);
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
  return null;
}

export function App() {
  useEffect(() => startPersistence(), []);
  return (
    <Layout>
      <ScrollManager />
      <ErrorBoundary label="page">
        <Routes>
          <Route path={paths.home} element={<HomePage />} />
          <Route path={paths.chapters} element={<ChaptersPage />} />
          <Route
            path={CHAPTER_ROUTE}
            element={
              <Suspense fallback={<ChapterLoading />}>
                <ChapterPage />
              </Suspense>
            }
          />
          <Route path={paths.labs} element={<LabsIndexPage />} />
          <Route path={LAB_ROUTE} element={<LabPage />} />
          <Route path={paths.quiz} element={<QuizHomePage />} />
          <Route path={QUIZ_QUESTION_ROUTE} element={<QuestionPage />} />
          <Route path={QUIZ_SESSION_ROUTE} element={<SessionPage />} />
          <Route path={paths.progress} element={<ProgressPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ErrorBoundary>
    </Layout>
  );
}
