import { Suspense, lazy, useMemo } from 'react';
import { Link } from '../site/router.tsx';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { t } from './strings.ts';
import { masteryByTopic, masteryOverTime } from '../quiz/mastery.ts';
import { QUIZ_LEVELS } from '../quiz/schema.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import type { SessionKey } from '../store/persistence.ts';
import { activeTopics, quizIndex, topicOf } from './bank.ts';
import { QuestionMeta, QuizLoading, questionName } from './QuestionView.tsx';
import { QuizDueCard } from './QuizDue.tsx';
import { deckIds } from './deck/deckIds.ts';
import '../styles/quiz.css';

// recharts is big: the chart loads only when there is something to draw.
const MasteryChart = lazy(() => import('./MasteryChart.tsx'));

function ResumeNote({ sessionKey }: { sessionKey: SessionKey }) {
  const hydrated = useHydrated();
  const session = useAppStore((s) => s.quiz.sessions[sessionKey]);
  if (!hydrated || !session || session.finishedAt !== null) return null;
  return <span className="resume-note">{t.quiz.resume}: {t.quiz.progress(session.index + 1, session.questionIds.length)}</span>;
}

function TopicCards() {
  const hydrated = useHydrated();
  const attempts = useAppStore((s) => s.quiz.attempts);
  const mastery = useMemo(() => masteryByTopic(attempts, topicOf), [attempts]);
  return (
    <ul className="quiz-cards">
      {activeTopics.map((topic) => {
        const entries = quizIndex.filter((q) => q.topic === topic);
        const m = mastery[topic];
        const percent = Math.round(m.mastery * 100);
        return (
          <li key={topic} className={`quiz-card topic-${topic}`}>
            <h3>
              <Link to={paths.quizSession(topic)}>{t.quiz.topics[topic]}</Link>
            </h3>
            <p className="quiz-card-lead">{t.quiz.topicLeads[topic]}</p>
            <p className="quiz-card-meta">
              <span data-testid={`count-${topic}`}>{t.quiz.questions(entries.length)}</span>
              {QUIZ_LEVELS.map((level) => (
                <span key={level} className={`badge badge-level badge-${level}`} title={t.quiz.levels[level]}>
                  {t.quiz.levels[level][0]} {entries.filter((q) => q.level === level).length}
                </span>
              ))}
            </p>
            <div className="mastery" title={t.quiz.masteryHint}>
              <span className="mastery-label">{hydrated ? t.quiz.mastery(percent) : t.quiz.mastery(0)}</span>
              <span className="mastery-bar" aria-hidden="true">
                <span style={{ width: `${hydrated ? percent : 0}%` }} />
              </span>
            </div>
            <ResumeNote sessionKey={topic} />
          </li>
        );
      })}
    </ul>
  );
}

function ModeCards() {
  return (
    <ul className="quiz-cards quiz-modes">
      <li className="quiz-card">
        <h3>
          <Link to={paths.quizSession('mixed')}>{t.quiz.mixedTitle}</Link>
        </h3>
        <p className="quiz-card-lead">{t.quiz.mixedLead}</p>
        <ResumeNote sessionKey="mixed" />
      </li>
      <li className="quiz-card">
        <h3>
          <Link to={paths.quizSession('mock')}>{t.quiz.mockTitle}</Link>
        </h3>
        <p className="quiz-card-lead">{t.quiz.mockLead}</p>
        <ResumeNote sessionKey="mock" />
      </li>
      <li className="quiz-card" data-testid="deck-mode">
        <h3>
          <Link to={paths.quizDeck}>{t.quiz.deckTitle}</Link>
        </h3>
        <p className="quiz-card-lead">{t.quiz.deckLead(deckIds.size)}</p>
      </li>
    </ul>
  );
}

function Progress() {
  const hydrated = useHydrated();
  const attempts = useAppStore((s) => s.quiz.attempts);
  const points = useMemo(() => masteryOverTime(attempts, topicOf), [attempts]);
  return (
    <section aria-labelledby="quiz-chart-title" className="quiz-chart-section">
      <h2 id="quiz-chart-title">{t.quiz.chartTitle}</h2>
      <p className="quiz-muted">{t.quiz.masteryHint}</p>
      {!hydrated ? (
        <div className="quiz-chart-placeholder" aria-hidden="true" />
      ) : points.length === 0 ? (
        <p className="quiz-empty">{t.quiz.chartEmpty}</p>
      ) : (
        <ErrorBoundary label="mastery chart">
          <Suspense fallback={<QuizLoading label={t.quiz.chartLoading} />}>
            <MasteryChart points={points} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}

function AllQuestions() {
  return (
    <section aria-labelledby="quiz-all-title">
      <h2 id="quiz-all-title">{t.quiz.allQuestions}</h2>
      <p className="quiz-muted">{t.quiz.allQuestionsHint}</p>
      {activeTopics.map((topic) => {
        const entries = quizIndex.filter((q) => q.topic === topic);
        return (
          <details key={topic} className="quiz-all">
            <summary>
              {t.quiz.topics[topic]} <span className="quiz-muted">· {t.quiz.questions(entries.length)}</span>
            </summary>
            <ol>
              {entries.map((q) => (
                <li key={q.id}>
                  <Link to={paths.quizQuestion(q.id)}>{questionName(q)}</Link> <QuestionMeta entry={q} />
                </li>
              ))}
            </ol>
          </details>
        );
      })}
    </section>
  );
}

/** `/quiz`: the topics with their mastery, the other modes, what is due, the progress chart. */
export function QuizHomePage() {
  useDocumentMeta(t.nav.quiz, t.quiz.lead(quizIndex.length));
  return (
    <div className="quiz-home">
      <section className="hero">
        <h1>{t.quiz.title}</h1>
        <p className="lead">{t.quiz.lead(quizIndex.length)}</p>
        <QuizDueCard variant="quiz" />
      </section>
      <section aria-labelledby="quiz-topics-title">
        <h2 id="quiz-topics-title">{t.quiz.topicsTitle}</h2>
        <TopicCards />
      </section>
      <section aria-labelledby="quiz-modes-title">
        <h2 id="quiz-modes-title">{t.quiz.modesTitle}</h2>
        <ModeCards />
      </section>
      <Progress />
      <AllQuestions />
    </div>
  );
}
