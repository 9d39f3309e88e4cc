import { Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '../site/router.tsx';
import { paths } from '../site/paths.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { t } from './strings.ts';
import { loadQuestion, questionById } from './bank.ts';
import { QuestionMeta, QuestionView, QuizLoading } from './QuestionView.tsx';
import '../styles/quiz.css';

/** `<Quiz id="…" />` in a chapter: one question, answered in place; its data loads when scrolled near. */
export function InlineQuiz({ id }: { id: string }) {
  const entry = questionById.get(id);
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || !entry) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = window.setTimeout(() => setNear(true));
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (records) => {
        if (records.some((r) => r.isIntersecting)) {
          void loadQuestion(entry.id).catch(() => {});
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [entry]);

  if (!entry) {
    return (
      <aside className="inline-quiz error-box" role="note">
        {t.quiz.notFoundText(id)} <Link to={paths.quiz}>{t.quiz.backToQuiz}</Link>
      </aside>
    );
  }
  return (
    <aside ref={ref} className="inline-quiz" aria-label={t.quiz.inlineLabel} data-quiz={id} data-pagefind-ignore>
      <p className="inline-quiz-label">{t.quiz.inlineLabel}</p>
      {near ? (
        <ErrorBoundary label={`quiz ${id}`}>
          <Suspense fallback={<InlinePlaceholder id={id} />}>
            <QuestionView entry={entry} mode="inline" compact headingLevel={3} />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <InlinePlaceholder id={id} />
      )}
    </aside>
  );
}

function InlinePlaceholder({ id }: { id: string }) {
  const entry = questionById.get(id)!;
  return (
    <div className="qv qv-compact">
      <QuestionMeta entry={entry} />
      <h3 className="qv-title">
        {t.quiz.prompt}
      </h3>
      <QuizLoading label={t.quiz.inlineLoading} />
      <p className="qv-standalone">
        <Link to={paths.quizQuestion(id)}>{t.quiz.standalone}</Link>
      </p>
    </div>
  );
}
