import { Link } from '../site/router.tsx';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { NotFoundPage } from '../components/NotFoundPage.tsx';
import { paths } from '../site/paths.ts';
import { t } from './strings.ts';
import { activeTopics } from './bank.ts';
import { useHydrated } from '../store/appStore.ts';
import '../styles/quiz.css';

/**
 * An unknown question id or quiz mode: say so and offer the ways in. The host serves 404.html (the
 * generic page) for such a link, so that is what hydrates first; the quiz's own message follows.
 */
export function QuizNotFound({ message }: { message: string }) {
  return useHydrated() ? <QuizNotFoundView message={message} /> : <NotFoundPage />;
}

function QuizNotFoundView({ message }: { message: string }) {
  useDocumentMeta(t.quiz.notFoundTitle, message);
  return (
    <div className="not-found" data-testid="quiz-not-found">
      <h1>{t.quiz.notFoundTitle}</h1>
      <p>{message}</p>
      <p>{t.quiz.tryInstead}</p>
      <ul>
        <li>
          <Link to={paths.quiz}>{t.quiz.title}</Link>
        </li>
        {activeTopics.map((topic) => (
          <li key={topic}>
            <Link to={paths.quizSession(topic)}>{t.quiz.topics[topic]}</Link>
          </li>
        ))}
        <li>
          <Link to={paths.quizSession('mixed')}>{t.quiz.mixedTitle}</Link>
        </li>
      </ul>
    </div>
  );
}
