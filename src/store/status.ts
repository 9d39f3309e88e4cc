/** What the app knows about where progress is kept and whether the last change was saved (types only). */
import type { DropReport } from './records.ts';

export interface Recovery {
  /** Records left out of the saved state (or an old release's) because they were broken. */
  dropped: DropReport;
  /** A saved state was not readable at all: nothing in it could be used (its copy is kept). */
  unreadable: boolean;
}

export interface StorageStatus {
  /** The saved state has been loaded (false during the server render and until IndexedDB answers). */
  ready: boolean;
  /**
   * 'indexeddb': saved in this browser. 'memory': the browser refuses storage (blocked site data, some
   * private modes): progress lives only in this tab. 'readonly': a newer release of the app saved the
   * progress; this tab shows it but writes nothing until reloaded.
   */
  mode: 'indexeddb' | 'memory' | 'readonly';
  /** The last write failed ('quota': no space left). Cleared by the next write that succeeds. */
  saveError: 'quota' | 'failed' | null;
  /** Changes made in this tab and not yet saved. */
  unsaved: number;
  /** Set once after a load that had to repair the saved state; cleared when the learner dismisses it. */
  recovery: Recovery | null;
}

export type SaveOutcome =
  | { status: 'saved'; asideId: string | null }
  | { status: 'failed' | 'memory' | 'readonly'; asideId: null };

export const initialStatus: StorageStatus = { ready: false, mode: 'indexeddb', saveError: null, unsaved: 0, recovery: null };
