import type { SaveOutcome } from '../../store/appStore.ts';
import { saveStrings } from './strings.ts';
import './save.css';

/** Where one answer's save stands: null while it is being written. */
export type SaveState = SaveOutcome['status'] | 'pending';

/**
 * The save result beside a verdict or a grade: quiet once saved, a clear alert when it was not (a
 * learner who sees «✓ Верно» must not believe the answer is kept when it is not).
 */
export function SaveNote({ state }: { state: SaveState | null }) {
  if (state === null) return null;
  if (state === 'pending' || state === 'saved')
    return (
      <p className="save-note" data-testid="save-note" data-state={state}>
        {state === 'pending' ? saveStrings.saving : `✓ ${saveStrings.saved}`}
      </p>
    );
  return (
    <p className="save-note is-failed" role="alert" data-testid="save-note" data-state={state}>
      {saveStrings[state]}
    </p>
  );
}
