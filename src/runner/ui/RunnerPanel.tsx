/**
 * The editor and its output: what «Изменить и запустить» opens (in a dialog, ./dialog.tsx) and what the
 * playground page shows (./PlayPage.tsx). Loaded lazily with CodeMirror; never part of a first load.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { paths } from '../../site/paths.ts';
import { withBase } from '../../site/location.ts';
import { codeLinkHash, encodeCodeLink, fitsLink } from '../../url/codeLink.ts';
import * as client from '../client.ts';
import type { Diagnostic } from '../client.ts';
import { Editor, type EditorHandle } from './Editor.tsx';
import { loadEdit, saveEdit } from './edits.ts';
import { OutputPane } from './OutputPane.tsx';
import type { RunnerProgram } from './program.ts';
import { RunnerSession, errorLines } from './session.ts';
import { s } from './strings.ts';
import './runner.css';

export interface RunnerPanelProps {
  program: RunnerProgram;
  /** A source to open instead of the saved edit or the original (a shared link's). */
  source?: string | null;
  /** Said above the editor (a shared link that could not be opened, say). */
  notice?: string | null;
  /** The dialog's «Закрыть»; absent on the playground page. */
  onClose?: () => void;
  /** The playground page's link, shown in the dialog. */
  showPageLink?: boolean;
}

export function RunnerPanel({ program, source: given = null, notice = null, onClose, showPageLink = false }: RunnerPanelProps) {
  const uid = useId();
  const editor = useRef<EditorHandle>(null);
  const consentButton = useRef<HTMLButtonElement>(null);
  const session = useMemo(() => new RunnerSession(client, s, () => navigator.onLine), []);
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  const restored = useMemo(() => (given === null ? loadEdit(program.id) : null), [given, program.id]);
  const initial = given ?? restored ?? program.source;
  const [source, setSource] = useState(initial);
  const [formatErrors, setFormatErrors] = useState<Diagnostic[]>([]);
  const [message, setMessage] = useState<string | null>(restored !== null && restored !== program.source ? s.restoredEdit : notice);
  const [formatting, setFormatting] = useState(false);
  const { stage } = snapshot;
  const busy = stage.kind === 'preparing' || stage.kind === 'running';
  const result = stage.kind === 'done' ? stage.result : null;
  const diagnostics = result?.kind === 'compile-error' ? result.diagnostics : formatErrors;
  const marks = useMemo(() => {
    const lines = new Set(errorLines(result, formatErrors));
    return diagnostics.filter((d) => lines.has(d.line)).map((d) => ({ line: d.line, message: `${d.line}:${d.col}: ${d.message}` }));
  }, [diagnostics, formatErrors, result]);

  useEffect(() => {
    editor.current?.focus();
  }, []);
  useEffect(() => {
    if (stage.kind === 'consent') consentButton.current?.focus();
  }, [stage.kind]);
  useEffect(() => () => session.cancel(), [session]);

  const onChange = useCallback(
    (text: string) => {
      setSource(text);
      setFormatErrors([]);
      saveEdit(program.id, text, program.source);
    },
    [program],
  );
  const runNow = useCallback(() => {
    setFormatErrors([]);
    void session.start(editor.current?.getSource() ?? source, { programId: program.id, env: program.env });
  }, [session, source, program]);

  const doFormat = () => session.withToolchain(formatNow);
  const formatNow = async () => {
    setFormatting(true);
    setMessage(s.formatting);
    try {
      const r = await client.format(editor.current?.getSource() ?? source);
      if (r.ok) {
        editor.current?.setSource(r.source);
        setMessage(s.formatted);
      } else {
        setFormatErrors(r.diagnostics);
        setMessage(r.text);
      }
    } catch (error) {
      setMessage(s.failed(error instanceof Error ? error.message : String(error)));
    } finally {
      setFormatting(false);
    }
  };
  const reset = () => {
    editor.current?.setSource(program.source);
    session.clear();
    setMessage(s.resetDone);
    editor.current?.focus();
  };
  const share = async () => {
    const text = editor.current?.getSource() ?? source;
    if (!fitsLink(text)) return setMessage(s.shareTooBig);
    const url = new URL(withBase(paths.play(program.id, codeLinkHash(await encodeCodeLink(text)))), window.location.origin).href;
    try {
      await navigator.clipboard.writeText(url);
      setMessage(s.shared);
    } catch {
      setMessage(s.shareFailed);
    }
    // On the playground the address bar follows the edit, so it can be copied by hand too.
    if (!onClose) history.replaceState(history.state, '', url);
  };

  const edited = source !== program.source;
  const cannot = program.browser.kind === 'no' ? program.browser.reason : null;
  const differs = program.browser.kind === 'differs' ? program.browser.reason : null;
  const goVersion = snapshot.goVersion ?? program.goVersion;

  return (
    <div className="runner" data-testid="runner">
      <div className="runner-head">
        <h2 className="runner-title" id={`${uid}-title`}>
          {s.title(`${program.id}/main.go`)}
          {edited && <span className="runner-edited"> · {s.edited}</span>}
        </h2>
        {onClose && (
          <button type="button" className="runner-close" onClick={onClose} aria-label={s.close}>
            ✕
          </button>
        )}
      </div>
      {cannot && (
        <p className="runner-cannot" role="note">
          {s.cannot(cannot)}
        </p>
      )}
      <div className="runner-toolbar" role="group" aria-label={s.actions}>
        {/* One button that turns into «Остановить», so focus stays on it while the program runs. */}
        <button
          type="button"
          className="button button-primary runner-primary"
          onClick={busy ? () => session.cancel() : runNow}
          disabled={!busy && (!!cannot || stage.kind === 'consent')}
          data-testid={busy ? 'runner-stop' : 'runner-run'}
        >
          <span aria-hidden="true">{busy ? '■ ' : '▶ '}</span>
          {busy ? (stage.kind === 'preparing' ? s.cancel : s.stop) : s.run}
        </button>
        <button type="button" className="button" onClick={() => void doFormat()} disabled={formatting || !!cannot}>
          {s.format}
        </button>
        <button type="button" className="button" onClick={reset} disabled={!edited}>
          {s.reset}
        </button>
        <button type="button" className="button" onClick={() => void share()}>
          {s.share}
        </button>
        {showPageLink && (
          <a className="runner-page-link" href={withBase(paths.play(program.id))}>
            {s.openPage}
          </a>
        )}
      </div>
      <p className="runner-message" aria-live="polite" data-testid="runner-message">
        {message}
      </p>

      {stage.kind === 'consent' && (
        <section className="runner-consent" role="group" aria-labelledby={`${uid}-consent`} data-testid="runner-consent">
          <h3 id={`${uid}-consent`}>{s.consentTitle}</h3>
          <p>{s.consentText(stage.info.downloadBytes, stage.info.goVersion)}</p>
          <div className="runner-consent-actions">
            <button ref={consentButton} type="button" className="button button-primary runner-primary" onClick={() => void session.confirm()}>
              {s.consentYes(stage.info.downloadBytes)}
            </button>
            <button type="button" className="button" onClick={() => session.cancel()}>
              {s.consentNo}
            </button>
          </div>
        </section>
      )}
      {stage.kind === 'preparing' && <Progress phase={stage.phase} loaded={stage.loaded} total={stage.total} />}
      {stage.kind === 'error' && (
        <p className="runner-error" role="alert">
          {stage.message}
        </p>
      )}

      <Editor ref={editor} initial={initial} label={s.editorLabel} describedBy={`${uid}-keys`} errors={marks} onChange={onChange} onRun={runNow} />
      <p className="runner-keys" id={`${uid}-keys`}>
        {s.keysHint}
      </p>
      <OutputPane snapshot={snapshot} goVersion={goVersion} differs={differs} />
    </div>
  );
}

function Progress({ phase, loaded, total }: { phase: 'download' | 'compile'; loaded: number; total: number }) {
  const label = phase === 'download' ? s.progressDownload : s.progressCompile;
  const known = total > 0;
  return (
    <div className="runner-progress" data-testid="runner-progress">
      <span>{label}</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={known ? total : undefined}
        aria-valuenow={known ? Math.min(loaded, total) : undefined}
        aria-valuetext={known && phase === 'download' ? s.progressValue(loaded, total) : undefined}
        className="runner-bar"
      >
        <div className="runner-bar-fill" style={{ width: known ? `${Math.min(100, (loaded / total) * 100)}%` : '30%' }} data-indeterminate={!known || undefined} />
      </div>
      {known && phase === 'download' && <span className="runner-muted">{s.progressValue(loaded, total)}</span>}
    </div>
  );
}
