/**
 * The learner's edit of each program, kept for the tab (sessionStorage): a reload or a failed run loses
 * nothing, yet an edit does not outlive the tab to greet the learner as if it were the book's program.
 * Not in the store's persisted state on purpose: it is scratch text, not progress worth exporting.
 */
const PREFIX = 'goprep:edit:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: edits then live as long as the editor is open
  }
}

export function loadEdit(programId: string): string | null {
  try {
    return storage()?.getItem(PREFIX + programId) ?? null;
  } catch {
    return null;
  }
}

/** Saves the edit, or forgets it when it equals the original. */
export function saveEdit(programId: string, source: string, original: string): void {
  try {
    if (source === original) storage()?.removeItem(PREFIX + programId);
    else storage()?.setItem(PREFIX + programId, source);
  } catch {
    // Quota or blocked storage: the edit stays in the open editor; nothing to tell the learner mid-typing.
  }
}
