import { type FormEvent, type KeyboardEvent as ReactKeyboardEvent, use, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from '../site/router.tsx';
import { chapterBySlug } from '../site/chapters.ts';
import { paths } from '../site/paths.ts';
import { RunButton } from '../components/RunButton.tsx';
import { CopyButton } from '../components/CopyButton.tsx';
import { Terminal } from '../components/Terminal.tsx';
import { t as programT } from '../i18n/code.ts';
import { t } from './strings.ts';
import { gradeChoice, gradeTyped, outputDiff } from '../quiz/grade.ts';
import { normaliseOutput } from '../quiz/output.ts';
import { type Question, type QuizIndexEntry, questionNumber } from '../quiz/schema.ts';
import { type AnswerMode, MAX_GIVEN } from '../quiz/sessionSchema.ts';
import { optionsFor } from '../quiz/shuffle.ts';
import { loadQuestion, questionById } from './bank.ts';
import { useHydrated } from '../store/appStore.ts';
import { useClock } from './clock.tsx';
import { recordAnswer } from './record.ts';
import { SaveNote, type SaveState } from './save/SaveNote.tsx';
import { RichInline, RichText } from './RichText.tsx';
import { openDialog } from '../study/uiState.ts';
import { Kbd, QuizShortcutHelp, ShortcutBar } from './Shortcuts.tsx';
import '../styles/quiz.css';

export interface AnswerResult {
  correct: boolean;
  /** The option picked or the text typed. */
  given: string;
  typed: boolean;
}

export interface QuestionViewProps {
  entry: QuizIndexEntry;
  /** Where the answer is given; saved with it. */
  mode: AnswerMode;
  /** An answer given before (a resumed session): shown as answered. */
  answered?: AnswerResult | null;
  /** Called after the answer is saved. */
  onAnswered?: (result: AnswerResult) => void;
  onNext?: () => void;
  nextLabel?: string;
  /** Compact layout for a chapter: no global keys, smaller heading. */
  compact?: boolean;
  /** Listen to the keys 1–5, Enter, → and ? on the whole page. */
  shortcuts?: boolean;
  /** Move focus to the question on mount (after moving on in a session). */
  focusOnMount?: boolean;
  headingLevel?: 1 | 2 | 3;
  /**
   * Mock interview: the answer is taken and saved, but whether it was right, the real output and the
   * explanation wait for the end of the interview.
   */
  conceal?: boolean;
}

type InputMode = 'choose' | 'type';

/** Keys typed into these go to the element, never to the quiz. */
const TEXT_ENTRY = 'textarea, input:not([type="radio"]), select, [contenteditable="true"]';
/** Enter on these does their own thing. */
const ACTIVATES = 'button, a, summary';

function chapterTarget(ref: string): { href: string; title: string } | null {
  const [slug = '', section] = ref.split('#');
  const chapter = chapterBySlug(slug);
  return chapter ? { href: paths.chapter(slug, section ?? null), title: chapter.title } : null;
}

/** How a question is named wherever a learner sees it before answering: topic and number only. */
export function questionName(entry: Pick<QuizIndexEntry, 'id' | 'topic'>): string {
  return t.quiz.questionName(t.quiz.topics[entry.topic], questionNumber(entry.id), entry.id);
}

export function QuestionMeta({ entry, goVersion }: { entry: QuizIndexEntry; goVersion?: string }) {
  return (
    <p className="qv-meta">
      <span className={`badge badge-level badge-${entry.level}`}>{t.quiz.levels[entry.level]}</span>
      <span className="badge">{t.quiz.topics[entry.topic]}</span>
      {goVersion && <span className="qv-verified">✓ {t.quiz.verified(goVersion)}</span>}
    </p>
  );
}

/** One question: the program, the options or a text box, and after the answer the real output and the explanation. */
export function QuestionView(props: QuestionViewProps) {
  const question = use(loadQuestion(props.entry.id));
  return <QuestionBody {...props} question={question} />;
}

function QuestionBody({
  entry,
  question,
  mode,
  answered = null,
  onAnswered,
  onNext,
  nextLabel = t.quiz.next,
  compact = false,
  shortcuts = false,
  focusOnMount = false,
  headingLevel = 2,
  conceal = false,
}: QuestionViewProps & { question: Question }) {
  const clock = useClock();
  const hydrated = useHydrated();
  const uid = useId();
  const options = useMemo(() => optionsFor(question), [question]);
  const expected = useMemo(() => normaliseOutput(question.answer), [question]);
  const [inputMode, setInputMode] = useState<InputMode>(answered?.typed ? 'type' : 'choose');
  const [selected, setSelected] = useState<number | null>(() => (answered && !answered.typed ? options.findIndex((o) => o.text === answered.given) : null));
  const [typed, setTyped] = useState(answered?.typed ? answered.given : '');
  const [result, setResult] = useState<AnswerResult | null>(answered);
  const [hint, setHint] = useState<string | null>(null);
  const [save, setSave] = useState<SaveState | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const verdictRef = useRef<HTMLHeadingElement>(null);
  const justAnswered = useRef(false);
  const codeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusOnMount) return;
    // A new question: back to its top, focus on its title so a screen reader starts there.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  useEffect(() => {
    if (result && justAnswered.current) {
      justAnswered.current = false;
      verdictRef.current?.focus();
    }
  }, [result]);

  const submit = () => {
    if (result) return;
    let next: AnswerResult;
    if (inputMode === 'choose') {
      if (selected === null) {
        setHint(t.quiz.pickFirst);
        return;
      }
      next = { correct: gradeChoice(options, selected), given: options[selected]!.text, typed: false };
    } else {
      next = { correct: gradeTyped(typed, question.answer), given: typed, typed: true };
    }
    setHint(null);
    setSave('pending');
    void recordAnswer(entry.id, next.correct, mode, clock.now()).then(
      (outcome) => setSave(outcome.status),
      () => setSave('failed'),
    );
    justAnswered.current = true;
    setResult(next);
    onAnswered?.(next);
  };

  // The latest handlers for the page-wide key listener, without re-subscribing on every render.
  const keys = useRef({ submit, onNext, result, options });
  useEffect(() => {
    keys.current = { submit, onNext, result, options };
  });

  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      if (document.querySelector('dialog[open]')) return; // the help or search dialog has the keys
      const { submit, onNext, result, options } = keys.current;
      const target = e.target instanceof Element ? e.target : null;
      if (target?.closest(TEXT_ENTRY)) return;
      const activates = target?.closest(ACTIVATES) != null;
      if (!result && /^[1-9]$/.test(e.key)) {
        const index = Number(e.key) - 1;
        if (index < options.length) {
          e.preventDefault();
          setInputMode('choose');
          setSelected(index);
          setHint(null);
        }
      } else if (!result && e.key === 'Enter' && !activates) {
        e.preventDefault();
        submit();
      } else if (result && onNext && (e.key === 'ArrowRight' || (e.key === 'Enter' && !activates))) {
        e.preventDefault();
        onNext();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shortcuts]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };
  const onTextareaKey = (e: ReactKeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      submit();
    }
  };

  const Heading = `h${headingLevel}` as 'h1' | 'h2' | 'h3';
  const SubHeading = `h${Math.min(headingLevel + 1, 4)}` as 'h2' | 'h3' | 'h4';
  const chapter = chapterTarget(question.chapter);
  const similar = question.similar ? questionById.get(question.similar) : undefined;
  const diff = result && result.typed && !result.correct ? outputDiff(result.given, expected) : null;
  const optionsLabelId = `${uid}-options`;

  return (
    <section className={`qv${compact ? ' qv-compact' : ''}`} aria-labelledby={`${uid}-title`} data-question={entry.id} data-ready={hydrated || undefined}>
      <QuestionMeta entry={entry} goVersion={question.goVersion} />
      <Heading id={`${uid}-title`} className="qv-title" tabIndex={-1} ref={headingRef}>
        {t.quiz.prompt}
      </Heading>
      <p className="quiz-muted qv-rules">{t.quiz.promptRules(question.goVersion, question.goMod)}</p>
      {question.setup && (
        <p className="qv-setup">
          <strong>{t.quiz.setup}:</strong> <RichInline text={question.setup} />
        </p>
      )}
      <div className="qv-work">
        <div className="code-block qv-code" aria-label={t.quiz.program} role="group">
          {/* Trusted: highlighted by shiki at build time from the repository's own main.go. */}
          <div ref={codeRef} dangerouslySetInnerHTML={{ __html: question.codeHtml }} />
          <CopyButton getText={() => codeRef.current?.textContent ?? ''} />
        </div>
        {/* Only after the answer: running the program before it would give the answer away. */}
        {result && <RunButton program={`quizzes/${question.topic}/${question.id}`} cannot={question.browser.kind === 'no' ? question.browser.reason : undefined} />}

        <form className="qv-form" onSubmit={onSubmit} noValidate>
          <div className="segmented" role="group" aria-label={t.quiz.answerMode}>
            <button type="button" aria-pressed={inputMode === 'choose'} disabled={!!result && inputMode !== 'choose'} onClick={() => setInputMode('choose')}>
              {t.quiz.chooseMode}
            </button>
            <button type="button" aria-pressed={inputMode === 'type'} disabled={!!result && inputMode !== 'type'} onClick={() => setInputMode('type')}>
              {t.quiz.typeMode}
            </button>
          </div>

          {inputMode === 'choose' ? (
            <>
              <p id={optionsLabelId} className="visually-hidden">
                {t.quiz.options}
              </p>
              <div role="radiogroup" aria-labelledby={optionsLabelId} className="qv-options">
                {options.map((option, i) => {
                  const isSelected = selected === i;
                  const shown = result && !conceal;
                  const state = shown ? (option.correct ? 'is-correct' : isSelected ? 'is-wrong' : 'is-dim') : isSelected ? 'is-selected' : '';
                  return (
                    <label key={i} className={`qv-option ${state}`}>
                      <input
                        type="radio"
                        name={`${uid}-option`}
                        value={i}
                        checked={isSelected}
                        disabled={!!result}
                        onChange={() => {
                          setSelected(i);
                          setHint(null);
                        }}
                      />
                      <span className="qv-option-key" aria-hidden="true">
                        {i + 1}
                      </span>
                      <pre className="qv-option-text">
                        {option.text === ''
                          ? programT.code.noOutput
                          : option.text.split('\n').map((line, j) => (
                              // One block per output line, so a long line wraps under itself (see quiz.css). The
                              // hidden line end keeps the text's newlines without doubling them in a copied selection.
                              <span key={j} className="qv-option-line">
                                {line === '' ? '\n' : line}
                                {line !== '' && <span className="qv-option-eol">{'\n'}</span>}
                              </span>
                            ))}
                      </pre>
                      {shown && option.correct && <span className="qv-option-mark">✓ {t.quiz.rightOption}</span>}
                      {shown && isSelected && !option.correct && <span className="qv-option-mark">✗ {t.quiz.yourChoice}</span>}
                    </label>
                  );
                })}
              </div>
            </>
          ) : (
            <div className="qv-typed">
              <label htmlFor={`${uid}-typed`}>{t.quiz.typeLabel}</label>
              <textarea
                id={`${uid}-typed`}
                className="qv-textarea"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={onTextareaKey}
                readOnly={!!result}
                rows={Math.min(12, Math.max(4, expected.split('\n').length + 1))}
                spellCheck={false}
                maxLength={MAX_GIVEN}
                autoCapitalize="off"
                autoComplete="off"
                aria-describedby={`${uid}-typed-hint`}
              />
              <p id={`${uid}-typed-hint`} className="quiz-muted qv-hint">
                {t.quiz.typeHint}
              </p>
            </div>
          )}

          {!result && (
            <div className="qv-actions">
              <button type="submit" className="button button-primary">
                {t.quiz.submit} <Kbd>{inputMode === 'type' ? 'Ctrl+Enter' : 'Enter'}</Kbd>
              </button>
              {hint && (
                <span className="qv-hint-error" role="alert">
                  {hint}
                </span>
              )}
              {!compact && (
                <button type="button" className="button button-quiet" onClick={() => openDialog('shortcuts')} aria-haspopup="dialog">
                  {t.quiz.shortcuts} <Kbd>?</Kbd>
                </button>
              )}
            </div>
          )}
        </form>
      </div>

      <div className="visually-hidden" role="status" aria-live="polite">
        {result ? (conceal ? t.quiz.accepted : `${result.correct ? t.quiz.correct : t.quiz.wrong}. ${result.correct ? t.quiz.correctText : t.quiz.wrongText}`) : ''}
      </div>

      {result && conceal && (
        <div className="qv-result qv-accepted" data-testid="answer-accepted">
          <SubHeading className="qv-verdict" tabIndex={-1} ref={verdictRef}>
            {t.quiz.accepted}
          </SubHeading>
          <SaveNote state={save} />
          {onNext && (
            <div className="qv-actions">
              <button type="button" className="button button-primary" onClick={onNext}>
                {nextLabel} <Kbd>→</Kbd>
              </button>
            </div>
          )}
        </div>
      )}

      {result && !conceal && (
        <div className={`qv-result ${result.correct ? 'is-correct' : 'is-wrong'}`}>
          <SubHeading className="qv-verdict" tabIndex={-1} ref={verdictRef}>
            <span aria-hidden="true">{result.correct ? '✓' : '✗'}</span> {result.correct ? t.quiz.correct : t.quiz.wrong}
          </SubHeading>
          <p className="qv-verdict-text">{result.correct ? t.quiz.correctText : t.quiz.wrongText}</p>
          <SaveNote state={save} />

          {diff && (
            <div className="qv-diff" data-testid="output-diff">
              <p className="qv-diff-title">{t.quiz.diffTitle}</p>
              <p className="quiz-muted qv-diff-legend">{t.quiz.diffLegend}</p>
              <ol className="qv-diff-lines">
                {diff.map((line, i) => (
                  <li key={i} className={`diff-${line.kind}`}>
                    <span className="diff-sign" aria-hidden="true">
                      {line.kind === 'extra' ? '−' : line.kind === 'missing' ? '+' : ' '}
                    </span>
                    <span className="visually-hidden">
                      {line.kind === 'extra' ? t.quiz.diffExtra : line.kind === 'missing' ? t.quiz.diffMissing : t.quiz.diffSame}:{' '}
                    </span>
                    <code>{line.text === '' ? ' ' : line.text}</code>
                  </li>
                ))}
              </ol>
            </div>
          )}

          <SubHeading className="qv-subtitle">{t.quiz.realOutput}</SubHeading>
          <Terminal stdout={question.stdout} stderr={question.stderr} exitCode={question.exitCode} goVersion={question.goVersion} />

          <p className="qv-tags">
            <span className="quiz-muted">{t.quiz.tagsTitle}:</span>{' '}
            {question.tags.map((tag) => (
              <span key={tag} className="badge">
                {tag}
              </span>
            ))}
          </p>

          <SubHeading className="qv-subtitle">{t.quiz.explanation}</SubHeading>
          <div className="qv-explanation">
            <RichText text={question.explanation} />
          </div>

          <ul className="qv-links">
            {chapter && (
              <li>
                <span className="quiz-muted">{t.quiz.chapterLink}:</span> <Link to={chapter.href}>{chapter.title}</Link>
              </li>
            )}
            {similar && (
              <li>
                <span className="quiz-muted">{t.quiz.similar}:</span>{' '}
                <Link to={paths.quizQuestion(similar.id)}>{questionName(similar)}</Link>
              </li>
            )}
            {compact && (
              <li>
                <Link to={paths.quizQuestion(entry.id)}>{t.quiz.standalone}</Link>
              </li>
            )}
          </ul>

          {onNext && (
            <div className="qv-actions">
              <button type="button" className="button button-primary" onClick={onNext}>
                {nextLabel} <Kbd>→</Kbd>
              </button>
            </div>
          )}
        </div>
      )}

      {compact && !result && (
        <p className="qv-standalone">
          <Link to={paths.quizQuestion(entry.id)}>{t.quiz.standalone}</Link>
        </p>
      )}

      {shortcuts && (
        <>
          <ShortcutBar />
          <QuizShortcutHelp />
        </>
      )}
    </section>
  );
}

export function QuizLoading({ label = t.quiz.loading }: { label?: string }) {
  return (
    <div className="quiz-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {label}
    </div>
  );
}
