/**
 * Export and import of progress as a JSON file. The file carries the state's version, so a file from an
 * older app is migrated; one with some broken records is salvaged (the rest is imported, and the
 * learner is told what is left out before choosing). Pure: runs in the import worker and in tests.
 */
import { type LoadResult, loadEnvelope } from '../../store/load.ts';
import { EXPORT_FORMAT, MAX_IMPORT_BYTES, type Progress, progressOf } from '../../store/persistence.ts';
import { type DropReport, dropCount } from '../../store/records.ts';

export { EXPORT_FORMAT, MAX_IMPORT_BYTES };

export type ImportError = 'json' | 'shape' | 'future' | 'tooBig';
export type ImportResult = { ok: true; progress: Progress; dropped: DropReport } | { ok: false; error: ImportError };

/**
 * Reads an exported file (or the raw `{ state, version }` an old release kept in localStorage, or a copy
 * set aside), migrates it to the current version and salvages it. Never throws.
 */
export function parseImport(text: string): ImportResult {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: 'tooBig' };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'json' };
  }
  return importFrom(data);
}

export function importFrom(data: unknown): ImportResult {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, error: 'shape' };
  const record = data as Record<string, unknown>;
  if ('format' in record && record.format !== EXPORT_FORMAT) return { ok: false, error: 'shape' };
  if (!('state' in record) || typeof record.version !== 'number') return { ok: false, error: 'shape' };
  const loaded: LoadResult = loadEnvelope({ state: record.state, version: record.version });
  if (loaded.problem === 'future-version') return { ok: false, error: 'future' };
  if (loaded.problem === 'unreadable') return { ok: false, error: 'shape' };
  const progress = progressOf(loaded.state);
  // A file whose every record was broken is not a progress file with gaps: it is not one at all.
  if (dropCount(loaded.dropped) > 0 && isEmpty(progress)) return { ok: false, error: 'shape' };
  return { ok: true, progress, dropped: loaded.dropped };
}

function isEmpty(p: Progress): boolean {
  return (
    Object.keys(p.reading.readSections).length === 0 &&
    p.reading.lastVisited === null &&
    p.quiz.attempts.length === 0 &&
    Object.keys(p.quiz.cards).length === 0 &&
    Object.keys(p.quiz.sessions).length === 0 &&
    Object.keys(p.labs.opened).length === 0
  );
}
