/** Which of the app-wide dialogs is open; a tiny store so that a header button and a shortcut share it. */
import { useSyncExternalStore } from 'react';

export type StudyDialog = 'search' | 'shortcuts' | null;

let current: StudyDialog = null;
const listeners = new Set<() => void>();

export function openDialog(dialog: StudyDialog): void {
  if (current === dialog) return;
  current = dialog;
  for (const l of listeners) l();
}

export const closeDialog = () => openDialog(null);

/** The dialog open now (outside React: a handler that must know before it opens one). */
export const openDialogNow = (): StudyDialog => current;

export function useOpenDialog(): StudyDialog {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
