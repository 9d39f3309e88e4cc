/**
 * The keys typed after the search was asked for and before its dialog took the focus. On the first
 * open the dialog is a chunk still on its way (a few hundred ms on a phone), and a learner who
 * presses "/" and types at once would lose the first letters of the query; they are held here
 * and handed to the dialog's field when it mounts.
 */
let typed = '';
let holding = false;
let dropTimer: number | undefined;
/** A dialog that never comes (its chunk failed to load) must not keep the keys forever. */
const HOLD_AT_MOST_MS = 10_000;

function onKey(event: KeyboardEvent): void {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typed += event.key;
  else if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else return;
  // The page and its shortcuts (the dispatcher skips handled events) do not see it.
  event.preventDefault();
}

/** From now on, until the dialog takes them, printable keys (and Backspace) go to the search. */
export function holdTypedKeys(): void {
  if (holding) return;
  holding = true;
  typed = '';
  document.addEventListener('keydown', onKey, true);
  dropTimer = window.setTimeout(takeTypedKeys, HOLD_AT_MOST_MS);
}

/** What was typed while held (empty when nothing was held); the keys go where they normally go again. */
export function takeTypedKeys(): string {
  if (!holding) return '';
  holding = false;
  window.clearTimeout(dropTimer);
  document.removeEventListener('keydown', onKey, true);
  const text = typed;
  typed = '';
  return text;
}
