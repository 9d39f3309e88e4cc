/**
 * «Изменить и запустить» on any program (the button: src/components/RunButton.tsx). The click is
 * delegated by src/app/enhance.ts, which mounts this island on the spot: the editor opens in a modal
 * <dialog> over the page, so it fits a chapter's prose, a quiz and a lab alike. Closing it sends
 * `runner-close`; the opener unmounts the island and puts focus back on the button.
 */
import { useEffect, useRef, useState } from 'react';
import { RUNNER_CLOSE_EVENT } from '../../components/runnerEvents.ts';
import { loadProgram, type RunnerProgram } from './program.ts';
import { RunnerPanel } from './RunnerPanel.tsx';
import { s } from './strings.ts';

export function RunnerDialog({ program: programId }: { program: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [program, setProgram] = useState<RunnerProgram | null | 'loading'>('loading');
  const close = () => dialog.current?.dispatchEvent(new CustomEvent(RUNNER_CLOSE_EVENT, { bubbles: true }));

  useEffect(() => {
    const d = dialog.current!;
    if (!d.open) d.showModal();
    let live = true;
    void loadProgram(programId)
      .catch(() => null)
      .then((p) => live && setProgram(p));
    return () => {
      live = false;
    };
  }, [programId]);

  // Esc in the editor is its escape hatch for Tab (Esc, then Tab leaves it); elsewhere Esc closes.
  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!dialog.current?.querySelector('.cm-editor.cm-focused')) close();
  };

  return (
    <dialog ref={dialog} className="runner-dialog" aria-label={s.title(`${programId}/main.go`)} data-testid="runner-dialog" onCancel={onCancel}>
      {program === 'loading' ? (
        <div className="chapter-loading" role="status" aria-label={s.playLoading}>
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : program ? (
        <RunnerPanel program={program} onClose={close} showPageLink />
      ) : (
        <div className="runner">
          <p role="alert">{s.playNotFoundText(programId)}</p>
          <button type="button" onClick={close}>
            {s.close}
          </button>
        </div>
      )}
    </dialog>
  );
}
