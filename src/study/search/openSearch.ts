import { openDialog, openDialogNow } from '../uiState.ts';
import { holdTypedKeys } from './typeAhead.ts';

/** Marks the header's search button, so that a click on it is answered before its island hydrates (globalShortcuts.ts). */
export const OPENS_SEARCH = 'data-opens-search';

/** Opens the search dialog (the header's button, "/" and Ctrl+K); what is typed meanwhile goes to its field. */
export function openSearch(): void {
  // Already open (Ctrl+K in its field): the keys are the field's already.
  if (openDialogNow() === 'search') return;
  holdTypedKeys();
  openDialog('search');
}
