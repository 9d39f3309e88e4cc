/**
 * Behaviours of the static HTML that need no component: one listener each for the whole page, so they
 * work at once and on every page swapped in later.
 */

import { RUNNER_CLOSE_EVENT } from '../components/runnerEvents.ts';
import { ISLAND_TAG } from '../islands/define.ts';
import { startIslands, stopIslands } from '../islands/runtime.tsx';

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
 * «Изменить и запустить» (src/components/RunButton.tsx): mounts the RunnerDialog island on the spot, so
 * the editor and CodeMirror load on the first click and a page that is only read pays a few bytes.
 * (An island, not a bare import(): the bundler then keeps the shared code in the main chunk.)
 */
function openRunner(button: HTMLButtonElement): void {
  if (document.querySelector('[data-runner-host]')) return;
  const host = document.createElement('div');
  host.dataset.runnerHost = '';
  const island = document.createElement(ISLAND_TAG);
  Object.assign(island.dataset, { island: 'RunnerDialog', when: 'load', fresh: '', uid: 'RunnerDialog' });
  const props = document.createElement('script');
  props.type = 'application/json';
  props.textContent = JSON.stringify({ program: button.dataset.runProgram ?? '' });
  island.append(props);
  host.append(island);
  document.body.append(host);
  host.addEventListener(RUNNER_CLOSE_EVENT, () => {
    stopIslands(host);
    host.remove();
    button.focus();
  });
  startIslands(host);
}

export function startEnhancements(): void {
  printOpensAnswers();
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const copy = target?.closest?.<HTMLButtonElement>('button[data-copy-code]');
    if (copy) void copyCode(copy);
    const run = target?.closest?.<HTMLButtonElement>('button[data-run-program]');
    if (run) openRunner(run);
  });
}
