/**
 * Export and import of progress as a JSON file. The file carries the store's version, so a file
 * from an older app is migrated, and one that does not pass the store's schema is refused whole.
 */
import { CURRENT_VERSION, type PersistedState, loadPersisted } from '../../store/persistence.ts';
import { type Progress, progressOf } from './merge.ts';

export const EXPORT_FORMAT = 'goprep-progress';
/** Far more than years of answers take; a bigger file is not ours. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export interface ExportFile {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  state: PersistedState;
}

export function exportProgress(state: PersistedState, now: Date): { filename: string; json: string } {
  const file: ExportFile = { format: EXPORT_FORMAT, version: CURRENT_VERSION, exportedAt: now.toISOString(), state };
  const day = now.toISOString().slice(0, 10);
  return { filename: `go-errors-progress-${day}.json`, json: `${JSON.stringify(file, null, 2)}\n` };
}

export type ImportError = 'json' | 'shape' | 'future' | 'tooBig';
export type ImportResult = { ok: true; progress: Progress } | { ok: false; error: ImportError };

/**
 * Reads an exported file (or the raw `{ state, version }` the app keeps in localStorage), migrates
 * it to the current version and validates it with the store's schema. Never throws.
 */
export function parseImport(text: string): ImportResult {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: 'tooBig' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'json' };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'shape' };
  const record = data as Record<string, unknown>;
  if ('format' in record && record.format !== EXPORT_FORMAT) return { ok: false, error: 'shape' };
  if (!('state' in record) || typeof record.version !== 'number') return { ok: false, error: 'shape' };
  const { state, problem } = loadPersisted(JSON.stringify({ state: record.state, version: record.version }));
  if (problem === 'future-version') return { ok: false, error: 'future' };
  if (problem) return { ok: false, error: 'shape' };
  return { ok: true, progress: progressOf(state) };
}
