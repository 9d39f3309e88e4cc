/**
 * The progress page's data part: where progress is kept, export, import (merge or replace, with undo),
 * reset (with undo), and the copies set aside. Nothing says «сохранено» before the write has committed.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Icon } from '../../components/Icon.tsx';
import { t } from './strings.ts';
import type { AsideMeta } from '../../store/aside.ts';
import { type SaveOutcome, dispatch, useAppStore, whenEngine } from '../../store/appStore.ts';
import { progressSummary } from '../../store/merge.ts';
import type { Progress } from '../../store/persistence.ts';
import type { DropReport } from '../../store/records.ts';
import { usePersistMemo } from '../storage/PersistNotice.tsx';
import { describeDrops } from '../storage/describe.ts';
import { download, exportProgress } from './exportFile.ts';
import { type ReadResult, readImport } from './readImport.ts';
import './progress-data.css';

const dateTime = new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const P = t.study.progress;

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

function useUsage(): { used: number; quota: number } | null {
  const [usage, setUsage] = useState<{ used: number; quota: number } | null>(null);
  useEffect(() => {
    let live = true;
    navigator.storage
      ?.estimate?.()
      .then((e) => live && e.usage !== undefined && e.quota !== undefined && setUsage({ used: e.usage, quota: e.quota }))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return usage;
}

/** A copy set aside back into progress: added to it, or (undo) put in its place. */
async function restoreCopy(id: string, mode: 'merge' | 'replace'): Promise<SaveOutcome | 'unreadable'> {
  const engine = await whenEngine();
  const text = await engine.readAside(id);
  const read = text === null ? null : await readImport(text);
  if (!read?.ok) return 'unreadable';
  return dispatch({ type: mode === 'merge' ? 'importMerge' : 'importReplace', progress: read.progress });
}

type ImportState =
  | { kind: 'idle' }
  | { kind: 'checking'; name: string }
  | { kind: 'error'; error: Exclude<ReadResult, { ok: true }>['error'] }
  | { kind: 'ready'; name: string; progress: Progress; dropped: DropReport }
  | { kind: 'saving' }
  | { kind: 'done'; mode: 'merge' | 'replace'; outcome: SaveOutcome }
  | { kind: 'undone'; ok: boolean };

/** What the learner is told after an import, a reset or an undo, by how the write went. */
function outcomeText(outcome: SaveOutcome, saved: string): string {
  if (outcome.status === 'saved') return saved;
  if (outcome.status === 'memory') return P.importMemory;
  if (outcome.status === 'readonly') return P.importReadonly;
  return P.importFailed;
}

function Outcome({ outcome, saved, testId, undo }: { outcome: SaveOutcome; saved: string; testId: string; undo?: { label: string; run(): void } }) {
  const ok = outcome.status === 'saved';
  return (
    <div role={ok ? 'status' : 'alert'} className={ok ? 'progress-ok' : 'progress-error'} data-testid={testId}>
      <p>
        {outcomeText(outcome, saved)}
        {ok && outcome.asideId && <> {P.replacedKept}</>}
      </p>
      {ok && outcome.asideId && undo && (
        <button type="button" className="button" onClick={undo.run}>
          {undo.label}
        </button>
      )}
    </div>
  );
}

function CopiesCard({ copies, onChange }: { copies: AsideMeta[] | null; onChange(): void }) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);

  const onDownload = async (m: AsideMeta) => {
    const text = await (await whenEngine()).readAside(m.id);
    if (text === null) return;
    const stamp = new Date(m.at).toISOString().slice(0, 16).replace(/[T:]/g, '-');
    download(`go-errors-copy-${stamp}.json`, text);
  };
  const onRestore = async (m: AsideMeta) => {
    const outcome = await restoreCopy(m.id, 'merge');
    if (outcome === 'unreadable') setMessage({ ok: false, text: P.copyUnreadable });
    else setMessage({ ok: outcome.status === 'saved', text: outcomeText(outcome, P.copyRestored(dateTime.format(m.at))) });
    onChange();
  };
  const onDelete = async (m: AsideMeta) => {
    if (confirming !== m.id) {
      setConfirming(m.id);
      return;
    }
    setConfirming(null);
    await (await whenEngine()).deleteAside(m.id).catch(() => {});
    onChange();
  };

  return (
    <div className="progress-card progress-copies" id="copies" tabIndex={-1}>
      <h3>{P.copiesTitle}</h3>
      <p className="progress-muted">
        {P.copiesText} {P.copiesRule}
      </p>
      {copies === null ? null : copies.length === 0 ? (
        <p className="progress-muted" data-testid="copies-empty">
          {P.copiesEmpty}
        </p>
      ) : (
        <ul className="copies-list" data-testid="copies">
          {copies.map((m) => (
            <li key={m.id} className="copy-row" data-reason={m.reason}>
              <div className="copy-what">
                <strong>{P.copyReason[m.reason]}</strong>
                <span className="progress-muted">
                  {dateTime.format(m.at)} · {P.bytes(m.bytes)}
                  {m.sections !== null && m.answers !== null && <> · {P.copyHolds(m.sections, m.answers)}</>}
                </span>
              </div>
              <div className="copy-actions">
                <button type="button" className="button" onClick={() => void onDownload(m)}>
                  {P.copyDownload}
                </button>
                {m.sections !== null && (
                  <button type="button" className="button" onClick={() => void onRestore(m)}>
                    {P.copyRestore}
                  </button>
                )}
                <button type="button" className="button progress-danger" onClick={() => void onDelete(m)}>
                  {confirming === m.id ? P.copyDeleteConfirm : P.copyDelete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'progress-ok' : 'progress-error'} data-testid="copy-message">
          {message.text}
        </p>
      )}
    </div>
  );
}

export default function DataSection() {
  const storage = useAppStore((s) => s.storage);
  const persisted = useStorageStatus();
  const offline = useOfflineReady();
  const usage = useUsage();
  const [exported, setExported] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportState>({ kind: 'idle' });
  const [mode, setMode] = useState<'merge' | 'replace'>('merge');
  const [reset, setReset] = useState<SaveOutcome | 'undone' | 'undo-failed' | null>(null);
  const [copies, setCopies] = useState<AsideMeta[] | null>(null);
  const confirm = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const reloadCopies = useCallback(() => {
    void whenEngine()
      .then((e) => e.listAsides())
      .then(setCopies, () => setCopies([]));
  }, []);
  useEffect(reloadCopies, [reloadCopies, storage.recovery]);

  const onExport = () => {
    const { settings, reading, quiz, labs, deck } = useAppStore.getState();
    const { filename, json } = exportProgress({ settings, reading, quiz, labs, deck }, new Date());
    download(filename, json);
    setExported(filename);
  };

  const onFile = async (file: File | undefined) => {
    setReset(null);
    if (!file) return;
    setImported({ kind: 'checking', name: file.name });
    const result = await readImport(file);
    setImported(result.ok ? { kind: 'ready', name: file.name, progress: result.progress, dropped: result.dropped } : { kind: 'error', error: result.error });
  };

  const onImport = async () => {
    if (imported.kind !== 'ready') return;
    const chosen = mode;
    setImported({ kind: 'saving' });
    const outcome = await dispatch({ type: chosen === 'merge' ? 'importMerge' : 'importReplace', progress: imported.progress });
    setImported({ kind: 'done', mode: chosen, outcome });
    if (fileInput.current) fileInput.current.value = '';
    reloadCopies();
  };

  const undo = async (asideId: string, after: (ok: boolean) => void) => {
    const outcome = await restoreCopy(asideId, 'replace');
    after(outcome !== 'unreadable' && outcome.status === 'saved');
    reloadCopies();
  };

  const onReset = async () => {
    setImported({ kind: 'idle' });
    setReset(await dispatch({ type: 'reset' }));
    reloadCopies();
  };

  const errorText = (e: Exclude<ReadResult, { ok: true }>['error']) => (e === 'read' ? P.importErrors.read : P.importErrors[e]);
  const summary = imported.kind === 'ready' ? progressSummary(imported.progress) : null;
  const dropped = imported.kind === 'ready' ? describeDrops(imported.dropped) : '';

  return (
    <section aria-labelledby="progress-data" className="progress-section">
      <h2 id="progress-data">{P.dataTitle}</h2>
      <div className="progress-cards">
        <div className="progress-card">
          <h3>{P.storageTitle}</h3>
          <p data-testid="storage-where">{P.storageWhere[storage.mode]}</p>
          {usage && storage.mode === 'indexeddb' && <p className="progress-muted">{P.storageUsage(P.bytes(usage.used), P.bytes(usage.quota))}</p>}
          <p data-testid="storage-status">
            {persisted === 'persisted' ? P.persistence.persisted : persisted === 'not-persisted' ? P.persistence.notPersisted : P.persistence.unknown}
          </p>
          {offline && <p className="progress-muted">{P.offlineReady}</p>}
        </div>

        <div className="progress-card">
          <h3>{P.exportTitle}</h3>
          <p className="progress-muted">{P.exportText}</p>
          <button type="button" className="button button-primary" onClick={onExport} data-testid="export">
            {P.exportAction}
          </button>
          {exported && (
            <p role="status" className="progress-ok">
              {P.exported(exported)}
            </p>
          )}
        </div>

        <div className="progress-card">
          <h3>{P.importTitle}</h3>
          <p className="progress-muted">{P.importText}</p>
          {/* The native picker looks different in every browser: the label is the button, the input stays focusable. */}
          <label className="progress-file button">
            <Icon name="upload" />
            <span>{P.importChoose}</span>
            <input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              className="visually-hidden"
              data-testid="import-file"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
          </label>
          {(imported.kind === 'checking' || imported.kind === 'saving') && (
            <p role="status" aria-busy="true" className="progress-muted progress-wait" data-testid="import-checking">
              <span className="spinner" aria-hidden="true" /> {P.importChecking}
            </p>
          )}
          {imported.kind === 'error' && (
            <p role="alert" className="progress-error" data-testid="import-error">
              {errorText(imported.error)}
            </p>
          )}
          {imported.kind === 'ready' && summary && (
            <div className="progress-import" data-testid="import-ready">
              <p>{P.importSummary(summary.sections, summary.answers)}</p>
              {dropped && (
                <p className="progress-error" data-testid="import-dropped">
                  {P.importDropped(dropped)}
                </p>
              )}
              <fieldset>
                <legend>{P.importMode}</legend>
                {(['merge', 'replace'] as const).map((m) => (
                  <label key={m} className="progress-radio">
                    <input type="radio" name={`${id}-mode`} value={m} checked={mode === m} onChange={() => setMode(m)} />
                    {m === 'merge' ? P.importMerge : P.importReplace}
                  </label>
                ))}
              </fieldset>
              <button type="button" className="button button-primary" onClick={() => void onImport()}>
                {P.importAction}
              </button>
            </div>
          )}
          {imported.kind === 'done' && (
            <Outcome
              outcome={imported.outcome}
              saved={P.importDone(imported.mode)}
              testId="import-done"
              undo={{
                label: P.undoReplace,
                run: () => void undo(imported.outcome.asideId!, (ok) => setImported({ kind: 'undone', ok })),
              }}
            />
          )}
          {imported.kind === 'undone' && (
            <p role={imported.ok ? 'status' : 'alert'} className={imported.ok ? 'progress-ok' : 'progress-error'} data-testid="import-undone">
              {imported.ok ? P.undone : P.undoFailed}
            </p>
          )}
        </div>

        <div className="progress-card">
          <h3>{P.resetTitle}</h3>
          <p className="progress-muted">{P.resetText}</p>
          <button type="button" className="button progress-danger" onClick={() => confirm.current?.showModal()}>
            {P.resetAction}
          </button>
          {reset === 'undone' || reset === 'undo-failed' ? (
            <p role={reset === 'undone' ? 'status' : 'alert'} className={reset === 'undone' ? 'progress-ok' : 'progress-error'} data-testid="reset-undone">
              {reset === 'undone' ? P.undone : P.undoFailed}
            </p>
          ) : (
            reset && (
              <Outcome
                outcome={reset}
                saved={P.resetDone}
                testId="reset-done"
                undo={{ label: P.undoReset, run: () => void undo(reset.asideId!, (ok) => setReset(ok ? 'undone' : 'undo-failed')) }}
              />
            )
          )}
        </div>

        <CopiesCard copies={copies} onChange={reloadCopies} />
      </div>

      <dialog ref={confirm} className="study-dialog confirm-dialog" aria-labelledby={`${id}-reset-title`} aria-describedby={`${id}-reset-text`}>
        <div className="study-dialog-body">
          <h2 id={`${id}-reset-title`}>{P.resetConfirmTitle}</h2>
          <p id={`${id}-reset-text`}>{P.resetConfirmText}</p>
          <div className="study-toast-actions">
            <button type="button" className="button" autoFocus onClick={() => confirm.current?.close()}>
              {P.resetCancel}
            </button>
            <button
              type="button"
              className="button progress-danger-solid"
              onClick={() => {
                void onReset();
                confirm.current?.close();
              }}
            >
              {P.resetConfirm}
            </button>
          </div>
        </div>
      </dialog>
    </section>
  );
}

