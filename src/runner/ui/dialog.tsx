/**
 * «Изменить и запустить» on any program (the button: src/components/RunButton.tsx; the click is
 * delegated by src/app/enhance.ts, which imports this module on the first click). Opens the editor in a
 * modal <dialog> over the page, so it fits a chapter's prose, a quiz island and a lab alike, and focus
 * returns to the button on close.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadProgram } from './program.ts';
import { RunnerPanel } from './RunnerPanel.tsx';
import { s } from './strings.ts';

let open: HTMLDialogElement | null = null;

export async function openRunner(button: HTMLElement, programId: string): Promise<void> {
  if (open) return;
  const dialog = document.createElement('dialog');
  dialog.className = 'runner-dialog';
  dialog.setAttribute('aria-label', s.title(`${programId}/main.go`));
  dialog.dataset.testid = 'runner-dialog';
  document.body.append(dialog);
  open = dialog;
  const root = createRoot(dialog);
  const close = () => {
    if (open !== dialog) return;
    open = null;
    root.unmount();
    dialog.close();
    dialog.remove();
    button.focus();
  };
  // Esc closes the dialog only when the editor does not want it (its escape hatch for Tab), see onCancel.
  dialog.addEventListener('cancel', (event) => {
    if (dialog.querySelector('.cm-editor.cm-focused')) event.preventDefault();
    else {
      event.preventDefault();
      close();
    }
  });
  dialog.showModal();
  const program = await loadProgram(programId).catch(() => null);
  if (open !== dialog) return;
  root.render(
    <StrictMode>
      {program ? (
        <RunnerPanel program={program} onClose={close} showPageLink />
      ) : (
        <div className="runner">
          <p role="alert">{s.playNotFoundText(programId)}</p>
          <button type="button" onClick={close}>
            {s.close}
          </button>
        </div>
      )}
    </StrictMode>,
  );
}
