/**
 * The interview deck: one card at a time — the question, «Показать ответ», the 30-second answer, then
 * the learner's own grade (Снова / Трудно / Хорошо / Легко), which schedules the card with FSRS.
 */
import { Suspense, use, useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../site/router.tsx';
import { chapterBySlug } from '../../site/chapters.ts';
import { useDocumentMeta } from '../../site/documentMeta.tsx';
import { paths } from '../../site/paths.ts';
import { ErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { t } from '../strings.ts';
import { type DeckCard, deckQueue } from '../../quiz/deck.ts';
import { GRADES, type Grade } from '../../quiz/grades.ts';
import { useAppStore, useHydrated, whenScheduler } from '../../store/appStore.ts';
import { useClock } from '../clock.tsx';
import { QuizLoading } from '../QuestionView.tsx';
import { RichText } from '../RichText.tsx';
import { SaveNote, type SaveState } from '../save/SaveNote.tsx';
import { deckIndex, loadDeck } from './deckBank.ts';
import { GradeButtons } from './GradeButtons.tsx';
import { deckStrings as s } from './strings.ts';
import '../../styles/quiz.css';
import './deck.css';

/** Cards in one sitting: the due ones first, then new ones, at most this many. */
export const SITTING_SIZE = 20;
const DAY_MS = 86_400_000;

export function DeckPage() {
  useDocumentMeta(s.title, s.lead);
  const hydrated = useHydrated();
  return (
    <div className="quiz-page deck-page">
      <nav className="quiz-crumbs" aria-label={t.quiz.session}>
        <Link to={paths.quiz}>{t.nav.quiz}</Link> <span aria-hidden="true">/</span> <span>{s.title}</span>
      </nav>
      <h1 className="deck-title">{s.title}</h1>
      <p className="lead deck-lead">{s.lead}</p>
      {hydrated ? (
        <ErrorBoundary label="interview deck">
          <Suspense fallback={<QuizLoading label={s.loading} />}>
            <DeckSitting />
          </Suspense>
        </ErrorBoundary>
      ) : (
        <QuizLoading label={s.loading} />
      )}
    </div>
  );
}

function DeckSitting() {
  const deck = use(loadDeck('all'));
  const clock = useClock();
  const cards = useAppStore((st) => st.deck.cards);
  // The sitting is fixed when it starts: a card graded now must not come back into it.
  const [sitting, setSitting] = useState(() => deckQueue(deckIndex, cards, clock.now()).slice(0, SITTING_SIZE));
  const [index, setIndex] = useState(0);
  const [save, setSave] = useState<SaveState | null>(null);
  const [moved, setMoved] = useState(false);

  const restart = () => {
    setSitting(deckQueue(deckIndex, useAppStore.getState().deck.cards, clock.now()).slice(0, SITTING_SIZE));
    setIndex(0);
    setMoved(true);
  };

  if (sitting.length === 0)
    return (
      <div className="quiz-empty" data-testid="deck-empty">
        <p>{s.nothingNow}</p>
        <Link className="button" to={paths.quiz}>
          {s.backToQuiz}
        </Link>
      </div>
    );

  const id = sitting[index];
  const card = id ? deck.get(id) : undefined;
  const grade = (g: Grade) => {
    if (!id) return;
    setSave('pending');
    void useAppStore
      .getState()
      .gradeCard(id, g, clock.now())
      .then((outcome) => setSave(outcome.status));
    setMoved(true);
    setIndex((i) => i + 1);
  };

  return (
    <section className="deck" aria-label={s.title}>
      <div className="deck-bar">
        <p className="deck-progress" data-testid="deck-progress">
          {card ? s.progress(index + 1, sitting.length) : s.doneTitle}
        </p>
        <progress max={sitting.length} value={index} aria-hidden="true" />
      </div>
      <SaveNote state={save} />
      {card ? (
        <DeckCardView key={card.id} card={card} isNew={!Object.hasOwn(cards, card.id)} onGrade={grade} focusOnMount={moved} />
      ) : (
        <DeckDone count={sitting.length} onAgain={restart} />
      )}
    </section>
  );
}

function DeckDone({ count, onAgain }: { count: number; onAgain: () => void }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const more = deckQueue(deckIndex, useAppStore.getState().deck.cards, useClock().now()).length > 0;
  return (
    <div className="deck-done" data-testid="deck-done">
      <h2 tabIndex={-1} ref={ref}>
        {s.doneTitle}
      </h2>
      <p>{s.doneText(count)}</p>
      <div className="quiz-start">
        {more && (
          <button type="button" className="button button-primary" onClick={onAgain}>
            {s.again}
          </button>
        )}
        <Link className="button" to={paths.quiz}>
          {s.backToQuiz}
        </Link>
      </div>
    </div>
  );
}

/** When each grade would bring the card back, once the scheduler has loaded (it is not in the first load). */
function useNextDays(cardId: string, revealed: boolean): Partial<Record<Grade, number>> | undefined {
  const clock = useClock();
  const stored = useAppStore((st) => (Object.hasOwn(st.deck.cards, cardId) ? st.deck.cards[cardId] : undefined));
  const [days, setDays] = useState<Partial<Record<Grade, number>>>();
  useEffect(() => {
    if (!revealed) return;
    let live = true;
    void whenScheduler().then(({ gradeCard }) => {
      if (!live) return;
      const now = clock.now();
      setDays(Object.fromEntries(GRADES.map((g) => [g, Math.max(1, Math.round((gradeCard(stored, g, now).due - now) / DAY_MS))])));
    });
    return () => {
      live = false;
    };
  }, [revealed, stored, clock]);
  return days;
}

function DeckCardView({ card, isNew, onGrade, focusOnMount }: { card: DeckCard; isNew: boolean; onGrade: (g: Grade) => void; focusOnMount: boolean }) {
  const uid = useId();
  const [revealed, setRevealed] = useState(false);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLHeadingElement>(null);
  const nextDays = useNextDays(card.id, revealed);
  const chapter = chapterBySlug(card.chapter);

  useEffect(() => {
    if (focusOnMount) questionRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  const reveal = () => {
    setRevealed(true);
    requestAnimationFrame(() => answerRef.current?.focus());
  };

  // 1–4 grade the card once its answer is shown; keys typed into a field or a dialog are not ours.
  const latest = useRef({ revealed, onGrade });
  useEffect(() => {
    latest.current = { revealed, onGrade };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || document.querySelector('dialog[open]')) return;
      if (e.target instanceof Element && e.target.closest('input, textarea, select, [contenteditable="true"]')) return;
      const n = Number(e.key);
      if (latest.current.revealed && Number.isInteger(n) && n >= 1 && n <= GRADES.length) {
        e.preventDefault();
        latest.current.onGrade(GRADES[n - 1]!);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <article className="deck-card" data-card={card.id} aria-labelledby={`${uid}-q`}>
      <p className="deck-meta">
        <span className="badge">{isNew ? s.newCard : s.dueCard}</span>
        {chapter && (
          <span className="quiz-muted">
            {s.fromChapter}: {chapter.title}
          </span>
        )}
      </p>
      <h2 id={`${uid}-q`} className="deck-question" tabIndex={-1} ref={questionRef}>
        {card.question}
      </h2>
      {!revealed ? (
        <div className="deck-reveal">
          <p className="quiz-muted">{s.revealHint}</p>
          <button type="button" className="button button-primary deck-reveal-button" onClick={reveal} autoFocus={focusOnMount}>
            {s.reveal}
          </button>
        </div>
      ) : (
        <div className="deck-answer">
          <h3 className="deck-answer-title" tabIndex={-1} ref={answerRef}>
            {s.answer}
          </h3>
          <div className="deck-answer-text" data-testid="deck-answer">
            <RichText text={card.answer} />
          </div>
          <p>
            <Link to={paths.chapter(card.chapter, card.id)}>{s.inChapter} →</Link>
          </p>
          <p id={`${uid}-grade`} className="deck-grade-prompt">
            {s.gradePrompt}
          </p>
          <GradeButtons labelId={`${uid}-grade`} onGrade={onGrade} nextDays={nextDays} keys />
          <p className="quiz-muted deck-keys">{s.keys}</p>
        </div>
      )}
    </article>
  );
}
