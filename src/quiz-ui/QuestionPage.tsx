import { Suspense, useState } from 'react';
import { Link, Navigate, navigationState, useNavigate, useParams } from '../site/router.tsx';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { t } from './strings.ts';
import { currentQuestionId } from '../quiz/renamedIds.ts';
import type { QuizIndexEntry } from '../quiz/schema.ts';
import { questionById, quizIndex } from './bank.ts';
import { QuestionView, QuizLoading, questionName } from './QuestionView.tsx';
import { QuizNotFound } from './QuizNotFound.tsx';
import '../styles/quiz.css';

/** `/quiz/q/<id>`: one question on its own page, to share or to come back to. */
export function QuestionPage() {
  const { id = '' } = useParams();
  const entry = questionById.get(id);
  if (!entry) {
    // A link from before the ids became neutral: the same question under its new id.
    const renamed = currentQuestionId(id);
    if (renamed !== id && questionById.has(renamed)) return <Navigate to={paths.quizQuestion(renamed)} replace />;
    return <QuizNotFound message={t.quiz.notFoundText(id)} />;
  }
  return <QuestionScreen key={entry.id} entry={entry} />;
}

function QuestionScreen({ entry }: { entry: QuizIndexEntry }) {
  const navigate = useNavigate();
  // Read once, not subscribed: a re-render right after hydration would replace the pre-rendered question.
  const [movedOn] = useState(() => (navigationState() as { fromQuestion?: boolean } | null)?.fromQuestion === true);
  useDocumentMeta(questionName(entry), `${t.quiz.title} ${t.quiz.topics[entry.topic]}, ${t.quiz.levels[entry.level]}.`);
  const inTopic = quizIndex.filter((q) => q.topic === entry.topic);
  const at = inTopic.findIndex((q) => q.id === entry.id);
  const prev = inTopic[at - 1];
  const next = inTopic[at + 1];
  return (
    <div className="quiz-page">
      <nav className="quiz-crumbs" aria-label={t.quiz.session}>
        <Link to={paths.quiz}>{t.nav.quiz}</Link> <span aria-hidden="true">/</span>{' '}
        <Link to={paths.quizSession(entry.topic)}>{t.quiz.topics[entry.topic]}</Link> <span aria-hidden="true">/</span>{' '}
        <span>{t.quiz.progress(at + 1, inTopic.length)}</span>
      </nav>
      <ErrorBoundary label="quiz question">
        <Suspense fallback={<QuizLoading />}>
          <QuestionView
            entry={entry}
            mode="single"
            shortcuts
            headingLevel={1}
            focusOnMount={movedOn}
            onNext={next ? () => navigate(paths.quizQuestion(next.id), { state: { fromQuestion: true } }) : undefined}
            nextLabel={t.quiz.nextQuestion}
          />
        </Suspense>
      </ErrorBoundary>
      <nav className="prev-next" aria-label={`${t.quiz.prevQuestion} / ${t.quiz.nextQuestion}`}>
        {prev ? (
          <Link to={paths.quizQuestion(prev.id)} rel="prev">
            <span className="prev-next-label">← {t.quiz.prevQuestion}</span>
            <span>{questionName(prev)}</span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link to={paths.quizQuestion(next.id)} rel="next" className="prev-next-next">
            <span className="prev-next-label">{t.quiz.nextQuestion} →</span>
            <span>{questionName(next)}</span>
          </Link>
        )}
      </nav>
    </div>
  );
}
