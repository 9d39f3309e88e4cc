import { openDialog, openDialogNow } from '../uiState.ts';
import { holdTypedKeys } from './typeAhead.ts';

/** Opens the search dialog (the header's button, "/" and Ctrl+K); what is typed meanwhile goes to its field. */
export function openSearch(): void {
  // Already open (Ctrl+K in its field): the keys are the field's already.
  if (openDialogNow() === 'search') return;
  holdTypedKeys();
  openDialog('search');
}
