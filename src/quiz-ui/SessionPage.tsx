import { Suspense, use, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '../site/router.tsx';
import { useDocumentMeta } from '../site/documentMeta.tsx';
import { paths } from '../site/paths.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { Icon } from '../components/Icon.tsx';
import { t } from './strings.ts';
import { dueIds } from '../quiz/due.ts';
import { QUIZ_LEVELS, type QuizTopic } from '../quiz/schema.ts';
import {
  type QuizSession,
  type SessionMode,
  advance,
  answerCurrent,
  createSession,
  currentAnswer,
  currentId,
  endEarly,
  expire,
  pickQuestions,
  summarise,
  timeLeft,
} from '../quiz/session.ts';
import { pickMock } from '../quiz/mock.ts';
import { useAppStore, useHydrated } from '../store/appStore.ts';
import { SESSION_KEYS, type SessionKey } from '../store/persistence.ts';
import { activeTopics, idsOfTopic, knownIds, questionById, quizIndex, topicOf } from './bank.ts';
import { useClock, useNow } from './clock.tsx';
import { QuestionView, QuizLoading, questionName } from './QuestionView.tsx';
import { QuizNotFound } from './QuizNotFound.tsx';
import { TopicScores } from './TopicScores.tsx';
import { Kbd } from './Shortcuts.tsx';
import { deckIds, deckIndex, loadDeck } from './deck/deckBank.ts';
import { EndInterview, MockSummary, SpokenQuestion } from './mock/MockParts.tsx';
import { mockStrings } from './mock/strings.ts';
import '../styles/quiz.css';

const DEFAULT_LENGTH = 10;
const REVIEW_LIMIT = 20;
export const MOCK_COUNTS = [10, 15, 20] as const;
export const MOCK_MINUTES = [10, 20, 30] as const;

function isTopic(key: string): key is QuizTopic {
  return (activeTopics as readonly string[]).includes(key);
}

function modeOf(key: SessionKey): SessionMode {
  return isTopic(key) ? 'topic' : (key as SessionMode);
}

export function sessionTitle(key: SessionKey): string {
  if (isTopic(key)) return t.quiz.topics[key];
  return { mixed: t.quiz.mixedTitle, review: t.quiz.reviewTitle, mistakes: t.quiz.mistakesTitle, mock: t.quiz.mockTitle }[key];
}

function sessionLead(key: SessionKey): string {
  if (isTopic(key)) return t.quiz.topicLeads[key];
  return { mixed: t.quiz.mixedLead, review: t.quiz.reviewLead, mistakes: t.quiz.mistakesLead, mock: t.quiz.mockLead }[key];
}

/**
 * Saved sessions that mention a question the bank no longer has are dropped rather than shown broken;
 * a mock interview may also hold interview cards of the deck.
 */
function usableSession(session: QuizSession | undefined): QuizSession | null {
  const known = (id: string) => knownIds.has(id) || (session?.mode === 'mock' && deckIds.has(id));
  return session && session.questionIds.every(known) ? session : null;
}

function useSession(key: SessionKey) {
  const session = usableSession(useAppStore((s) => s.quiz.sessions[key]));
  const setSession = useAppStore((s) => s.setSession);
  const update = (change: (s: QuizSession) => QuizSession) => {
    const current = usableSession(useAppStore.getState().quiz.sessions[key]);
    if (current) setSession(key, change(current));
  };
  return { session, setSession: (s: QuizSession | null) => setSession(key, s), update };
}

export function SessionPage() {
  const { session = '' } = useParams();
  if (!(SESSION_KEYS as readonly string[]).includes(session)) return <QuizNotFound message={t.quiz.notFoundSession} />;
  return <SessionScreen key={session} sessionKey={session as SessionKey} />;
}

function SessionScreen({ sessionKey }: { sessionKey: SessionKey }) {
  const title = sessionTitle(sessionKey);
  useDocumentMeta(`${t.nav.quiz}: ${title}`, sessionLead(sessionKey));
  const hydrated = useHydrated();
  const { session, update } = useSession(sessionKey);
  const [dismissed, setDismissed] = useState(false);
  const active = hydrated && session && !(dismissed && session.finishedAt !== null);

  return (
    <div className="quiz-page">
      <nav className="quiz-crumbs" aria-label={t.quiz.session}>
        <Link to={paths.quiz}>{t.nav.quiz}</Link> <span aria-hidden="true">/</span> <span>{title}</span>
      </nav>
      {active ? (
        session.finishedAt === null ? (
          <SessionRunner sessionKey={sessionKey} session={session} title={title} />
        ) : sessionKey === 'mock' ? (
          <MockSummary session={session} title={title} onNew={() => setDismissed(true)} onUpdate={update} />
        ) : (
          <SessionSummary sessionKey={sessionKey} session={session} title={title} onNew={() => setDismissed(true)} />
        )
      ) : (
        <SessionIntro sessionKey={sessionKey} title={title} hydrated={hydrated} onStarted={() => setDismissed(false)} />
      )}
    </div>
  );
}

/** The start screen: what the session is and how long. Enter starts the first choice. */
function SessionIntro({ sessionKey, title, hydrated, onStarted }: { sessionKey: SessionKey; title: string; hydrated: boolean; onStarted: () => void }) {
  const clock = useClock();
  const { setSession } = useSession(sessionKey);
  const cards = useAppStore((s) => s.quiz.cards);
  const now = useNow(30_000, hydrated && sessionKey === 'review');
  const startRef = useRef<HTMLButtonElement>(null);

  const start = (questionIds: string[], minutes?: number) => {
    if (questionIds.length === 0) return;
    const at = clock.now();
    setSession(createSession({ mode: modeOf(sessionKey), topic: isTopic(sessionKey) ? sessionKey : null, questionIds, now: at, minutes }));
    onStarted();
  };

  let choices: { label: string; ids: () => string[] }[] = [];
  let empty: string | null = null;
  if (isTopic(sessionKey)) {
    const ids = idsOfTopic(sessionKey);
    choices = [
      { label: t.quiz.startCount(Math.min(DEFAULT_LENGTH, ids.length)), ids: () => pickQuestions(ids, DEFAULT_LENGTH, clock.now()) },
      { label: t.quiz.startAll(ids.length), ids: () => pickQuestions(ids, ids.length, clock.now()) },
    ];
  } else if (sessionKey === 'mixed') {
    const ids = quizIndex.map((q) => q.id);
    choices = [10, 20].map((n) => ({ label: t.quiz.startCount(n), ids: () => pickQuestions(ids, n, clock.now()) }));
  } else if (sessionKey === 'review') {
    const due = hydrated ? dueIds(cards, now, knownIds) : [];
    if (due.length > 0) choices = [{ label: t.quiz.startCount(Math.min(due.length, REVIEW_LIMIT)), ids: () => dueIds(cards, clock.now(), knownIds).slice(0, REVIEW_LIMIT) }];
    else empty = Object.keys(cards).length === 0 ? t.quiz.noReview : t.quiz.dueLater;
  } else if (sessionKey === 'mistakes') {
    empty = t.quiz.noMistakesSession;
  }

  useEffect(() => {
    if (!hydrated || choices.length === 0) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest('button, a, summary, input, textarea, select')) return;
      e.preventDefault();
      startRef.current?.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (sessionKey === 'mock') return <MockSetup hydrated={hydrated} onStart={start} />;

  const topicEntries = isTopic(sessionKey) ? quizIndex.filter((q) => q.topic === sessionKey) : [];
  return (
    <section className="quiz-intro" aria-labelledby="quiz-session-title">
      <h1 id="quiz-session-title">{title}</h1>
      <p className="lead">{sessionLead(sessionKey)}</p>
      {isTopic(sessionKey) && (
        <p className="quiz-levels">
          {t.quiz.questions(topicEntries.length)}:{' '}
          {QUIZ_LEVELS.map((level) => (
            <span key={level} className={`badge badge-level badge-${level}`}>
              {t.quiz.levels[level]} · {topicEntries.filter((q) => q.level === level).length}
            </span>
          ))}
        </p>
      )}
      {!hydrated && (sessionKey === 'review' || sessionKey === 'mistakes') ? (
        <QuizLoading label={t.quiz.loading} />
      ) : empty ? (
        <div className="quiz-empty">
          <p>{empty}</p>
          <p>
            <Link className="button" to={paths.quiz}>
              {t.quiz.backToQuiz}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <div className="quiz-start">
            {choices.map((choice, i) => (
              <button
                key={choice.label}
                ref={i === 0 ? startRef : undefined}
                type="button"
                className={`button ${i === 0 ? 'button-primary' : ''}`}
                disabled={!hydrated}
                onClick={() => start(choice.ids())}
              >
                {choice.label}
                {i === 0 && <Kbd>Enter</Kbd>}
              </button>
            ))}
          </div>
          <p className="quiz-muted">{t.quiz.keysIntro}</p>
        </>
      )}
    </section>
  );
}

function MockSetup({ hydrated, onStart }: { hydrated: boolean; onStart: (ids: string[], minutes: number) => void }) {
  const clock = useClock();
  const [count, setCount] = useState<number>(MOCK_COUNTS[0]);
  const [minutes, setMinutes] = useState<number>(MOCK_MINUTES[1]);
  const ids = quizIndex.map((q) => q.id);
  const cardIds = deckIndex.map((c) => c.id);
  const spoken = pickMock(ids, cardIds, count, 0).filter((id) => deckIds.has(id)).length;
  return (
    <section className="quiz-intro" aria-labelledby="quiz-session-title">
      <h1 id="quiz-session-title">{t.quiz.mockTitle}</h1>
      <p className="lead">{mockStrings.lead}</p>
      <form
        className="mock-setup"
        onSubmit={(e) => {
          e.preventDefault();
          // The cards' texts are needed from the first spoken question on: start loading them now.
          void loadDeck('all');
          onStart(pickMock(ids, cardIds, count, clock.now()), minutes);
        }}
      >
        <fieldset>
          <legend>{t.quiz.mockCount}</legend>
          <div className="segmented-radios">
            {MOCK_COUNTS.map((n) => (
              <label key={n}>
                <input type="radio" name="mock-count" value={n} checked={count === n} onChange={() => setCount(n)} />
                <span>{n}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t.quiz.mockMinutes}</legend>
          <div className="segmented-radios">
            {MOCK_MINUTES.map((n) => (
              <label key={n}>
                <input type="radio" name="mock-minutes" value={n} checked={minutes === n} onChange={() => setMinutes(n)} />
                <span>{t.quiz.minutes(n)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="quiz-muted" data-testid="mock-mix">
          {mockStrings.mix(count - spoken, spoken)}
        </p>
        <button type="submit" className="button button-primary" disabled={!hydrated}>
          {t.quiz.mockStart}
        </button>
      </form>
    </section>
  );
}

function formatClock(ms: number): string {
  const s = Math.ceil(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function Countdown({ sessionKey, session }: { sessionKey: SessionKey; session: QuizSession }) {
  const now = useNow(1000);
  const { update } = useSession(sessionKey);
  const left = timeLeft(session, now) ?? 0;
  useEffect(() => {
    if (left <= 0) update((s) => expire(s, now));
  }, [left, now, update]);
  return (
    <span className={`countdown${left < 60_000 ? ' is-low' : ''}`} role="timer" aria-label={`${t.quiz.timeLeft}: ${formatClock(left)}`}>
      <Icon name="timer" size={16} /> {formatClock(left)}
    </span>
  );
}

function SessionRunner({ sessionKey, session, title }: { sessionKey: SessionKey; session: QuizSession; title: string }) {
  const clock = useClock();
  const { update, setSession } = useSession(sessionKey);
  const [moved, setMoved] = useState(false);
  const id = currentId(session);
  const entry = id ? questionById.get(id) : undefined;
  const spoken = id !== null && session.mode === 'mock' && deckIds.has(id);
  const answer = currentAnswer(session);
  const total = session.questionIds.length;
  const isLast = session.index === total - 1;
  const mode = modeOf(sessionKey);
  const mock = session.mode === 'mock';
  const end = () => update((s) => endEarly(s, clock.now()));
  const next = () => {
    setMoved(true);
    update((s) => advance(s, clock.now()));
  };

  if (!entry && !spoken) return null;
  return (
    <div className="session">
      <div className="session-bar">
        <p className="session-title">{title}</p>
        <p className="session-progress" aria-live="off">
          <span data-testid="session-progress">{t.quiz.progress(session.index + 1, total)}</span>
          {session.deadline !== null && <Countdown sessionKey={sessionKey} session={session} />}
        </p>
        <progress max={total} value={session.answers.length} aria-label={`${t.quiz.progressLabel}: ${t.quiz.progress(session.answers.length, total)}`} />
        <div className="session-bar-actions">
          {mock ? (
            <EndInterview left={total - session.answers.length} onEnd={end} />
          ) : (
            session.answers.length > 0 && (
              <button type="button" className="button button-small" onClick={end}>
                {t.quiz.endEarly}
              </button>
            )
          )}
          <button type="button" className="button button-quiet button-small" onClick={() => setSession(null)}>
            {t.quiz.restart}
          </button>
        </div>
      </div>
      <ErrorBoundary label="quiz question">
        <Suspense fallback={<QuizLoading />}>
          {spoken ? (
            <SpokenItem
              key={`${session.startedAt}-${session.index}`}
              id={id}
              focusOnMount={moved}
              nextLabel={isLast ? t.quiz.finish : t.quiz.next}
              onDone={(notes) => {
                setMoved(true);
                update((s) => advance(answerCurrent(s, { correct: false, given: notes, typed: notes.trim() !== '', spoken: true }, clock.now()), clock.now()));
              }}
            />
          ) : (
            <QuestionView
              key={`${session.startedAt}-${session.index}`}
              entry={entry!}
              mode={mode}
              answered={answer}
              shortcuts
              conceal={mock}
              focusOnMount={moved}
              headingLevel={1}
              onAnswered={(r) => update((s) => answerCurrent(s, r, clock.now()))}
              onNext={next}
              nextLabel={isLast ? t.quiz.finish : t.quiz.next}
            />
          )}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/** An interview card in a mock interview, once the deck's texts have loaded. */
function SpokenItem({ id, ...rest }: { id: string; focusOnMount: boolean; nextLabel: string; onDone: (notes: string) => void }) {
  const card = use(loadDeck('all')).get(id);
  if (!card) throw new Error(`interview card "${id}" is missing from the deck`);
  return <SpokenQuestion card={card} {...rest} />;
}

function SessionSummary({ sessionKey, session, title, onNew }: { sessionKey: SessionKey; session: QuizSession; title: string; onNew: () => void }) {
  const clock = useClock();
  const navigate = useNavigate();
  const setSession = useAppStore((s) => s.setSession);
  const summary = summarise(session, (id) => topicOf.get(id), clock.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const percent = summary.total === 0 ? 0 : Math.round((summary.correct / summary.total) * 100);
  const expired = session.deadline !== null && session.finishedAt === session.deadline && summary.answered < summary.total;
  const showTopics = sessionKey === 'mock' || sessionKey === 'mixed' || sessionKey === 'review' || sessionKey === 'mistakes';

  const retryMistakes = () => {
    setSession('mistakes', createSession({ mode: 'mistakes', questionIds: summary.mistakes, now: clock.now() }));
    if (sessionKey !== 'mistakes') navigate(paths.quizSession('mistakes'));
  };

  return (
    <section className="quiz-summary" aria-labelledby="quiz-summary-title" data-testid="session-summary">
      <p className="eyebrow">{title}</p>
      <h1 id="quiz-summary-title" tabIndex={-1} ref={headingRef}>
        {t.quiz.summaryTitle}
      </h1>
      {expired && <p className="quiz-notice">{t.quiz.timeUp}</p>}
      {!expired && summary.answered < summary.total && <p className="quiz-notice">{t.quiz.endedEarly(summary.answered, summary.total)}</p>}
      <div className="summary-stats">
        <div className="stat">
          <span className="stat-value">{t.quiz.score(summary.correct, summary.total)}</span>
          <span className="stat-label">{percent}%</span>
        </div>
        <div className="stat">
          <span className="stat-value">{t.quiz.duration(summary.durationMs)}</span>
          <span className="stat-label">{t.quiz.timeSpent}</span>
        </div>
      </div>

      {showTopics && <TopicScores byTopic={summary.byTopic} />}

      <h2>{summary.mistakes.length > 0 ? t.quiz.mistakesToReview : t.quiz.noMistakes}</h2>
      {summary.mistakes.length > 0 && (
        <ol className="summary-mistakes">
          {summary.mistakes.map((id) => {
            const entry = questionById.get(id)!;
            const answered = session.answers.some((a) => a.id === id);
            return (
              <li key={id}>
                <Link to={paths.quizQuestion(id)}>{questionName(entry)}</Link>{' '}
                <span className={`badge badge-level badge-${entry.level}`}>{t.quiz.levels[entry.level]}</span>
                {!answered && <span className="quiz-muted"> · {t.quiz.unanswered}</span>}
              </li>
            );
          })}
        </ol>
      )}
      <div className="quiz-start">
        {summary.mistakes.length > 0 && (
          <button type="button" className="button button-primary" onClick={retryMistakes}>
            {t.quiz.retryMistakes}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            setSession(sessionKey, null);
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
