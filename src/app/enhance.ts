/**
 * Behaviours of the static HTML that need no component: one listener each for the whole page, so they
 * work at once and on every page swapped in later.
 */

const COPIED_MS = 2000;

/** «Копировать» on a code block (markup in src/mdx/components.tsx): copies the block's text, says so. */
async function copyCode(button: HTMLButtonElement): Promise<void> {
  const label = button.querySelector<HTMLElement>('[aria-live]') ?? button;
  button.dataset.label ??= label.textContent ?? '';
  const text = button.closest('.code-block')?.querySelector('pre')?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    label.textContent = button.dataset.copied ?? '';
  } catch {
    label.textContent = button.dataset.failed ?? '';
  }
  window.clearTimeout(Number(button.dataset.timer));
  button.dataset.timer = String(window.setTimeout(() => (label.textContent = button.dataset.label ?? ''), COPIED_MS));
}

/** Printing a chapter opens every interview answer (a cheat sheet has them), and closes them again after. */
function printOpensAnswers(): void {
  let opened: HTMLDetailsElement[] = [];
  window.addEventListener('beforeprint', () => {
    opened = [...document.querySelectorAll<HTMLDetailsElement>('details.interview:not([open])')];
    for (const d of opened) d.open = true;
  });
  window.addEventListener('afterprint', () => {
    for (const d of opened) d.open = false;
    opened = [];
  });
}

/**
 * «Изменить и запустить» (src/components/RunButton.tsx): the editor and CodeMirror load on the first
 * click, so a page that is only read pays a few bytes for the button. While the chunk loads the button
 * says so (aria-busy); a failed load (offline before the chunk was cached) says that instead.
 */
async function openRunner(button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    const { openRunner: open } = await import('../runner/ui/dialog.tsx');
    await open(button, button.dataset.runProgram ?? '');
  } catch {
    button.dataset.failed = 'true';
  } finally {
    button.removeAttribute('aria-busy');
  }
}

export function startEnhancements(): void {
  printOpensAnswers();
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const copy = target?.closest?.<HTMLButtonElement>('button[data-copy-code]');
    if (copy) void copyCode(copy);
    const run = target?.closest?.<HTMLButtonElement>('button[data-run-program]');
    if (run) void openRunner(run);
  });
}
