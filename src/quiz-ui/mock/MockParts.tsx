/**
 * The mock interview's own parts: a question answered aloud, ending early with a confirmation, and the
 * summary that first reveals the answers (spoken ones graded by the learner), then the breakdown by
 * topic and what to review.
 */
import { Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '../../site/router.tsx';
import { chapterBySlug } from '../../site/chapters.ts';
import { paths } from '../../site/paths.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { t } from '../strings.ts';
import type { DeckCard } from '../../quiz/deck.ts';
import type { Grade } from '../../quiz/grades.ts';
import type { QuizTopic } from '../../quiz/schema.ts';
import { gradeSpoken } from '../../quiz/mock.ts';
import { type QuizSession, MAX_GIVEN, createSession, summarise } from '../../quiz/session.ts';
import { useAppStore } from '../../store/appStore.ts';
import { questionById, topicOf } from '../bank.ts';
import { useClock } from '../clock.tsx';
import { deckEntryById, loadDeck } from '../deck/deckBank.ts';
import { GradeButtons } from '../deck/GradeButtons.tsx';
import { deckStrings } from '../deck/strings.ts';
import { QuizLoading, questionName } from '../QuestionView.tsx';
import { RichText } from '../RichText.tsx';
import { TopicScores } from '../TopicScores.tsx';
import { SaveNote, type SaveState } from '../save/SaveNote.tsx';
import { mockStrings as s } from './strings.ts';
import '../deck/deck.css';
import './mock.css';

/** The topic of an item of a mock interview: a quiz question's own, an interview card's chapter's. */
export const mockTopicOf = (id: string): QuizTopic | undefined => topicOf.get(id) ?? deckEntryById.get(id)?.topic;

/** An interview card during the interview: the question only; the learner answers aloud (notes optional). */
export function SpokenQuestion({ card, onDone, focusOnMount, nextLabel }: { card: DeckCard; onDone: (notes: string) => void; focusOnMount: boolean; nextLabel: string }) {
  const uid = useId();
  const [notes, setNotes] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);
  return (
    <section className="spoken" aria-labelledby={`${uid}-q`} data-spoken={card.id}>
      <p className="qv-meta">
        <span className="badge">{s.spokenLabel}</span>
        <span className="badge">{t.quiz.topics[card.topic]}</span>
      </p>
      <h1 id={`${uid}-q`} className="spoken-question" tabIndex={-1} ref={headingRef}>
        {card.question}
      </h1>
      <p className="quiz-muted">{s.spokenHint}</p>
      <form
        className="spoken-form"
        onSubmit={(e) => {
          e.preventDefault();
          onDone(notes);
        }}
      >
        <label htmlFor={`${uid}-notes`}>{s.notesLabel}</label>
        <textarea
          id={`${uid}-notes`}
          className="qv-textarea"
          rows={4}
          value={notes}
          maxLength={MAX_GIVEN}
          onChange={(e) => setNotes(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
              e.preventDefault();
              onDone(notes);
            }
          }}
        />
        <div className="qv-actions">
          <button type="submit" className="button button-primary">
            {nextLabel === t.quiz.finish ? nextLabel : s.spokenDone}
          </button>
        </div>
      </form>
    </section>
  );
}

/** «Закончить собеседование» with a confirmation in place: what was answered is kept. */
export function EndInterview({ left, onEnd }: { left: number; onEnd: () => void }) {
  const [asking, setAsking] = useState(false);
  const yesRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) yesRef.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button type="button" className="button button-small mock-end" onClick={() => setAsking(true)}>
        {s.endNow}
      </button>
    );
  return (
    <div className="mock-confirm" role="group" aria-label={s.endNow}>
      <p>{s.endConfirm(left)}</p>
      <button type="button" className="button button-primary button-small" ref={yesRef} onClick={onEnd}>
        {s.endYes}
      </button>
      <button type="button" className="button button-small" onClick={() => setAsking(false)}>
        {s.endNo}
      </button>
    </div>
  );
}

export function MockSummary(props: { session: QuizSession; title: string; onNew: () => void; onUpdate: (change: (s: QuizSession) => QuizSession) => void }) {
  return (
    <ErrorBoundary label="mock summary">
      <Suspense fallback={<QuizLoading />}>
        <MockSummaryBody {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function MockSummaryBody({ session, title, onNew, onUpdate }: { session: QuizSession; title: string; onNew: () => void; onUpdate: (change: (s: QuizSession) => QuizSession) => void }) {
  const deck = use(loadDeck('all'));
  const clock = useClock();
  const navigate = useNavigate();
  const setSession = useAppStore((st) => st.setSession);
  const summary = summarise(session, mockTopicOf, clock.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [saves, setSaves] = useState<Record<string, SaveState>>({});
  useEffect(() => headingRef.current?.focus(), []);
  const percent = summary.total === 0 ? 0 : Math.round((summary.correct / summary.total) * 100);
  const expired = session.deadline !== null && session.finishedAt === session.deadline && summary.answered < summary.total;
  const spoken = session.answers.filter((a) => a.spoken);
  const quizMistakes = summary.mistakes.filter((id) => questionById.has(id));

  const grade = (id: string, g: Grade) => {
    setSaves((m) => ({ ...m, [id]: 'pending' }));
    void useAppStore
      .getState()
      .gradeCard(id, g, clock.now())
      .then((o) => setSaves((m) => ({ ...m, [id]: o.status })));
    onUpdate((s0) => gradeSpoken(s0, id, g));
  };

  return (
    <section className="quiz-summary mock-summary" aria-labelledby="quiz-summary-title" data-testid="session-summary">
      <p className="eyebrow">{title}</p>
      <h1 id="quiz-summary-title" tabIndex={-1} ref={headingRef}>
        {s.summaryTitle}
      </h1>
      {expired && <p className="quiz-notice">{t.quiz.timeUp}</p>}
      {!expired && summary.answered < summary.total && <p className="quiz-notice">{t.quiz.endedEarly(summary.answered, summary.total)}</p>}
      <div className="summary-stats">
        <div className="stat">
          <span className="stat-value" data-testid="mock-score">
            {t.quiz.score(summary.correct, summary.total)}
          </span>
          <span className="stat-label">{percent}%</span>
        </div>
        <div className="stat">
          <span className="stat-value">{t.quiz.duration(summary.durationMs)}</span>
          <span className="stat-label">{t.quiz.timeSpent}</span>
        </div>
        {summary.ungraded.length > 0 && (
          <div className="stat">
            <span className="stat-value">{s.ungraded(summary.ungraded.length)}</span>
            <span className="stat-label">{s.gradeTitle}</span>
          </div>
        )}
      </div>

      {spoken.length > 0 && (
        <section aria-labelledby="mock-grade-title" className="mock-grade">
          <h2 id="mock-grade-title">{s.gradeTitle}</h2>
          <p className="quiz-muted">{s.gradeLead}</p>
          <ol className="mock-spoken-list">
            {spoken.map((a) => {
              const card = deck.get(a.id);
              if (!card) return null;
              const labelId = `mock-grade-${a.id}`;
              return (
                <li key={a.id} className="mock-spoken" data-spoken-answer={a.id}>
                  <h3>{card.question}</h3>
                  {a.given.trim() !== '' && (
                    <div className="mock-notes">
                      <p className="quiz-muted">{s.yourNotes}</p>
                      <p className="mock-notes-text">{a.given}</p>
                    </div>
                  )}
                  <p className="quiz-muted">{s.modelAnswer}</p>
                  <div className="deck-answer-text">
                    <RichText text={card.answer} />
                  </div>
                  {a.grade === undefined ? (
                    <>
                      <p id={labelId} className="deck-grade-prompt">
                        {deckStrings.gradePrompt}
                      </p>
                      <GradeButtons labelId={labelId} onGrade={(g) => grade(a.id, g)} />
                    </>
                  ) : (
                    <p className="mock-graded" data-testid="mock-graded">
                      {s.graded}: <strong>{deckStrings.grades[a.grade]}</strong>
                    </p>
                  )}
                  <SaveNote state={saves[a.id] ?? null} />
                </li>
              );
            })}
          </ol>
        </section>
      )}

      <TopicScores byTopic={summary.byTopic} testId="mock-topics" />

      <h2>{summary.mistakes.length > 0 ? s.reviewTitle : s.reviewNone}</h2>
      {summary.mistakes.length > 0 && (
        <ol className="summary-mistakes" data-testid="mock-mistakes">
          {summary.mistakes.map((id) => {
            const answered = session.answers.find((a) => a.id === id);
            const entry = questionById.get(id);
            const card = deck.get(id);
            const why = !answered ? s.unanswered : answered.spoken ? s.again : s.wrong;
            if (entry)
              return (
                <li key={id}>
                  <Link to={paths.quizQuestion(id)}>{questionName(entry)}</Link> <span className="quiz-muted">· {s.kindQuestion} · {why}</span>
                </li>
              );
            if (card)
              return (
                <li key={id}>
                  <Link to={paths.chapter(card.chapter, card.id)}>{card.question}</Link>{' '}
                  <span className="quiz-muted">
                    · {s.kindCard} · {why}
                    {chapterBySlug(card.chapter) ? ` · ${chapterBySlug(card.chapter)!.title}` : ''}
                  </span>
                </li>
              );
            return null;
          })}
        </ol>
      )}
      <div className="quiz-start">
        {quizMistakes.length > 0 && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              setSession('mistakes', createSession({ mode: 'mistakes', questionIds: quizMistakes, now: clock.now() }));
              navigate(paths.quizSession('mistakes'));
            }}
          >
            {t.quiz.retryMistakes}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            setSession('mock', null);
            onNew();
          }}
        >
          {t.quiz.again}
        </button>
        <Link className="button button-quiet" to={paths.quiz}>
          {t.quiz.backToQuiz}
        </Link>
      </div>
    </section>
  );
}
