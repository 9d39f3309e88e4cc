import { Suspense, lazy, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from '../../site/router.tsx';
import { chapters } from '../../site/chapters.ts';
import { useDocumentMeta } from '../../site/documentMeta.tsx';
import { paths } from '../../site/paths.ts';
import { t } from './strings.ts';
import { labs } from '../../labs/registry.ts';
import { masteryByTopic, masteryOverTime } from '../../quiz/mastery.ts';
import { QUIZ_TOPICS } from '../../quiz/schema.ts';
import { topicOf } from '../../quiz-ui/bank.ts';
import { useDueCount } from '../../quiz-ui/QuizDue.tsx';
import { useAppStore, useHydrated } from '../../store/appStore.ts';
import { defaultPersistedState } from '../../store/persistence.ts';
import { usePersistMemo } from '../storage/PersistNotice.tsx';
import { type Progress, mergeProgress, progressOf, progressSummary } from './merge.ts';
import { type ImportError, exportProgress, parseImport } from './transfer.ts';

const MasteryChart = lazy(() => import('../../quiz-ui/MasteryChart.tsx'));

const dateTime = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });

function Bar({ value, label }: { value: number; label: string }) {
  return (
    <span className="progress-bar" role="img" aria-label={label}>
      <span style={{ width: `${Math.round(Math.min(1, Math.max(0, value)) * 100)}%` }} />
    </span>
  );
}

function ChaptersSection() {
  const read = useAppStore((s) => s.reading.readSections);
  return (
    <section aria-labelledby="progress-chapters" className="progress-section">
      <h2 id="progress-chapters">{t.study.progress.chaptersTitle}</h2>
      <ul className="progress-list" data-testid="progress-chapters">
        {chapters.map((c) => {
          const done = c.sectionIds.filter((id) => read[c.slug]?.includes(id));
          const next = c.sectionIds.find((id) => !done.includes(id));
          const label = t.study.progress.sectionsRead(done.length, c.sectionIds.length);
          return (
            <li key={c.slug} className="progress-row" data-slug={c.slug}>
              <Link to={paths.chapter(c.slug)} className="progress-name">
                {c.order}. {c.title}
              </Link>
              <Bar value={c.sectionIds.length ? done.length / c.sectionIds.length : 0} label={label} />
              <span className="progress-count">{label}</span>
              <span className="progress-next">
                {done.length === 0 ? (
                  t.study.progress.notStarted
                ) : next ? (
                  <Link to={paths.chapter(c.slug, next)}>{t.home.continueAction}</Link>
                ) : (
                  t.study.progress.chapterDone
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function QuizSection() {
  const attempts = useAppStore((s) => s.quiz.attempts);
  const due = useDueCount();
  const mastery = useMemo(() => masteryByTopic(attempts, topicOf), [attempts]);
  const points = useMemo(() => masteryOverTime(attempts, topicOf), [attempts]);
  return (
    <section aria-labelledby="progress-quiz" className="progress-section">
      <h2 id="progress-quiz">{t.study.progress.quizTitle}</h2>
      {attempts.length === 0 ? (
        <p className="progress-muted">
          {t.study.progress.quizEmpty} <Link to={paths.quiz}>{t.nav.quiz}</Link>
        </p>
      ) : (
        <>
          <ul className="progress-list" data-testid="progress-mastery">
            {QUIZ_TOPICS.map((topic) => {
              const m = mastery[topic];
              const label = t.study.progress.mastery(Math.round(m.mastery * 100), m.known, m.total);
              return (
                <li key={topic} className="progress-row">
                  <Link to={paths.quizSession(topic)} className="progress-name">
                    {t.quiz.topics[topic]}
                  </Link>
                  <Bar value={m.mastery} label={label} />
                  <span className="progress-count">{label}</span>
                </li>
              );
            })}
          </ul>
          {points.length > 0 && (
            <figure className="progress-chart">
              <figcaption>{t.quiz.chartTitle}</figcaption>
              <Suspense fallback={<p className="progress-muted">{t.quiz.chartLoading}</p>}>
                <MasteryChart points={points} />
              </Suspense>
            </figure>
          )}
        </>
      )}
      <h3>{t.study.progress.dueTitle}</h3>
      <p data-testid="progress-due">
        {t.study.progress.due(due)}{' '}
        {due > 0 && (
          <Link className="button button-primary" to={paths.quizSession('review')}>
            {t.study.progress.dueAction}
          </Link>
        )}
      </p>
    </section>
  );
}

function LabsSection() {
  const opened = useAppStore((s) => s.labs.opened);
  return (
    <section aria-labelledby="progress-labs" className="progress-section">
      <h2 id="progress-labs">{t.study.progress.labsTitle}</h2>
      <ul className="progress-plain" data-testid="progress-labs">
        {labs.map((lab) => {
          const o = opened[lab.id];
          return (
            <li key={lab.id} data-lab={lab.id}>
              <Link to={paths.lab(lab.id)}>{lab.title}</Link> —{' '}
              <span className="progress-muted">{o ? t.study.progress.labOpened(o.count, dateTime.format(o.lastAt)) : t.study.progress.labNever}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function useStorageStatus(): 'persisted' | 'not-persisted' | 'unknown' {
  const memo = usePersistMemo();
  if (!memo || memo.outcome === null || memo.outcome === 'unsupported') return 'unknown';
  return memo.outcome === 'granted' ? 'persisted' : 'not-persisted';
}

function useOfflineReady(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => {};
      navigator.serviceWorker.addEventListener('controllerchange', onChange);
      return () => navigator.serviceWorker.removeEventListener('controllerchange', onChange);
    },
    () => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
    () => false,
  );
}

function download(filename: string, json: string) {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type ImportState =
  | { kind: 'idle' }
  | { kind: 'error'; error: ImportError | 'read' }
  | { kind: 'ready'; name: string; progress: Progress }
  | { kind: 'done'; mode: 'merge' | 'replace' };

function DataSection() {
  const replaceProgress = useAppStore((s) => s.replaceProgress);
  const status = useStorageStatus();
  const offline = useOfflineReady();
  const [exported, setExported] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportState>({ kind: 'idle' });
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [resetDone, setResetDone] = useState(false);
  const confirm = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const onExport = () => {
    const s = useAppStore.getState();
    const { filename, json } = exportProgress({ settings: s.settings, ...progressOf(s) }, new Date());
    download(filename, json);
    setExported(filename);
  };

  const onFile = async (file: File | undefined) => {
    setResetDone(false);
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setImported({ kind: 'error', error: 'read' });
      return;
    }
    const result = parseImport(text);
    setImported(result.ok ? { kind: 'ready', name: file.name, progress: result.progress } : { kind: 'error', error: result.error });
  };

  const onImport = () => {
    if (imported.kind !== 'ready') return;
    const current = progressOf(useAppStore.getState());
    replaceProgress(mode === 'merge' ? mergeProgress(current, imported.progress) : imported.progress);
    setImported({ kind: 'done', mode });
    if (fileInput.current) fileInput.current.value = '';
  };

  const onReset = () => {
    replaceProgress(progressOf(defaultPersistedState()));
    setResetDone(true);
    setImported({ kind: 'idle' });
  };

  const errorText = (e: ImportError | 'read') => (e === 'read' ? t.study.progress.importErrors.read : t.study.progress.importErrors[e]);
  const summary = imported.kind === 'ready' ? progressSummary(imported.progress) : null;

  return (
    <section aria-labelledby="progress-data" className="progress-section">
      <h2 id="progress-data">{t.study.progress.dataTitle}</h2>
      <div className="progress-cards">
        <div className="progress-card">
          <h3>{t.study.progress.storageTitle}</h3>
          <p data-testid="storage-status">
            {status === 'persisted' ? t.study.storage.persisted : status === 'not-persisted' ? t.study.storage.notPersisted : t.study.storage.unknown}
          </p>
          {offline && <p className="progress-muted">{t.study.offline.ready}</p>}
        </div>

        <div className="progress-card">
          <h3>{t.study.progress.exportTitle}</h3>
          <p className="progress-muted">{t.study.progress.exportText}</p>
          <button type="button" className="button button-primary" onClick={onExport} data-testid="export">
            {t.study.progress.exportAction}
          </button>
          {exported && (
            <p role="status" className="progress-ok">
              {t.study.progress.exported(exported)}
            </p>
          )}
        </div>

        <div className="progress-card">
          <h3>{t.study.progress.importTitle}</h3>
          <p className="progress-muted">{t.study.progress.importText}</p>
          <label className="progress-file">
            <span>{t.study.progress.importChoose}</span>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              data-testid="import-file"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
          {imported.kind === 'error' && (
            <p role="alert" className="progress-error" data-testid="import-error">
              {errorText(imported.error)}
            </p>
          )}
          {imported.kind === 'ready' && summary && (
            <div className="progress-import" data-testid="import-ready">
              <p>{t.study.progress.importSummary(summary.sections, summary.answers)}</p>
              <fieldset>
                <legend>{t.study.progress.importMode}</legend>
                {(['merge', 'replace'] as const).map((m) => (
                  <label key={m} className="progress-radio">
                    <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
                    {m === 'merge' ? t.study.progress.importMerge : t.study.progress.importReplace}
                  </label>
                ))}
              </fieldset>
              <button type="button" className="button button-primary" onClick={onImport}>
                {t.study.progress.importAction}
              </button>
            </div>
          )}
          {imported.kind === 'done' && (
            <p role="status" className="progress-ok" data-testid="import-done">
              {t.study.progress.importDone(imported.mode)}
            </p>
          )}
        </div>

        <div className="progress-card">
          <h3>{t.study.progress.resetTitle}</h3>
          <p className="progress-muted">{t.study.progress.resetText}</p>
          <button type="button" className="button progress-danger" onClick={() => confirm.current?.showModal()}>
            {t.study.progress.resetAction}
          </button>
          {resetDone && (
            <p role="status" className="progress-ok" data-testid="reset-done">
              {t.study.progress.resetDone}
            </p>
          )}
        </div>
      </div>

      <dialog ref={confirm} className="study-dialog confirm-dialog" aria-labelledby={`${id}-reset-title`} aria-describedby={`${id}-reset-text`}>
        <div className="study-dialog-body">
          <h2 id={`${id}-reset-title`}>{t.study.progress.resetConfirmTitle}</h2>
          <p id={`${id}-reset-text`}>{t.study.progress.resetConfirmText}</p>
          <div className="study-toast-actions">
            <button type="button" className="button" autoFocus onClick={() => confirm.current?.close()}>
              {t.study.progress.resetCancel}
            </button>
            <button
              type="button"
              className="button progress-danger-solid"
              onClick={() => {
                onReset();
                confirm.current?.close();
              }}
            >
              {t.study.progress.resetConfirm}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}

export function ProgressPage() {
  useDocumentMeta(t.study.progress.title, t.study.progress.lead);
  const hydrated = useHydrated();
  return (
    <div className="progress-page">
      <h1>{t.study.progress.title}</h1>
      <p className="lead">{t.study.progress.lead}</p>
      {hydrated ? (
        <>
          <ChaptersSection />
          <QuizSection />
          <LabsSection />
          <DataSection />
        </>
      ) : (
        <div className="chapter-loading" role="status">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}
