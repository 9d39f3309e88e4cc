import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { QuestionPage } from '../quiz-ui/QuestionPage.tsx';
import { SessionPage } from '../quiz-ui/SessionPage.tsx';
import { QUIZ_QUESTION_ROUTE, QUIZ_SESSION_ROUTE } from '../site/paths.ts';
import { matchPath, usePathname } from '../site/router.tsx';

/**
 * 404.html's main part, rendered afresh for the address it is shown at: an address of a quiz
 * question or session that does not exist gets the quiz's own message and ways in, any other the
 * generic page (the HTML it replaces).
 */
export function NotFoundRoute() {
  const pathname = usePathname();
  if (matchPath(QUIZ_QUESTION_ROUTE, pathname)) return <QuestionPage />;
  if (matchPath(QUIZ_SESSION_ROUTE, pathname)) return <SessionPage />;
  return <NotFoundPage />;
}
