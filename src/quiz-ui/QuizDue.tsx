import { Link } from '../site/router.tsx';
import { paths } from '../site/paths.ts';
import { t } from './dueStrings.ts';
import { dueIds } from '../quiz/due.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import { knownIds } from './knownIds.ts';
import { useDeckDueCount } from './deck/useDeck.ts';
import { useNow } from './clock.tsx';
import '../styles/quiz.css';

/** How many quiz questions are due now (0 before the saved state is loaded). */
export function useQuestionsDueCount(): number {
  const hydrated = useHydrated();
  const cards = useAppStore((s) => s.quiz.cards);
  const now = useNow(60_000, hydrated);
  return hydrated ? dueIds(cards, now, knownIds).length : 0;
}

/** «На повторение сегодня»: quiz questions and interview cards due now. */
export function useDueCount(): number {
  return useQuestionsDueCount() + useDeckDueCount();
}

/** «На повторение сегодня: N» with a way to start; for the home page and the quiz page. */
export function QuizDueCard({ variant = 'home' }: { variant?: 'home' | 'quiz' }) {
  const hydrated = useHydrated();
  const questions = useQuestionsDueCount();
  const deckDue = useDeckDueCount();
  const count = questions + deckDue;
  const hasCards = useAppStore((s) => Object.keys(s.quiz.cards).length > 0 || Object.keys(s.deck.cards).length > 0);
  if (!hydrated) return <div className="due-card due-card-placeholder" aria-hidden="true" />;
  return (
    <div className={`due-card${count > 0 ? ' has-due' : ''}`} data-testid="due-card">
      <div>
        <p className="due-count" data-testid="due-count">
          {t.quiz.dueToday(count)}
          {questions > 0 && deckDue > 0 && <span className="quiz-muted"> ({t.quiz.dueBreakdown(questions, deckDue)})</span>}
        </p>
        <p className="quiz-muted due-hint">{count > 0 || hasCards ? (count > 0 ? t.quiz.dueHint : t.quiz.dueLater) : t.quiz.dueNone}</p>
      </div>
      {count > 0 ? (
        <div className="due-actions">
          <Link className="button button-primary" to={questions > 0 ? paths.quizSession('review') : paths.quizDeck}>
            {t.quiz.startReview}
          </Link>
          {questions > 0 && deckDue > 0 && (
            <Link className="button" to={paths.quizDeck}>
              {t.quiz.startCards}
            </Link>
          )}
        </div>
      ) : (
        variant === 'home' && (
          <Link className="button" to={paths.quiz}>
            {t.quiz.homeDueLink}
          </Link>
        )
      )}
    </div>
  );
}
