/**
 * Writing an export file and handing it to the browser as a download. Light (no loader, no schema): the
 * storage notices offer «Сохранить в файл» on every page.
 */
import { type PersistedState, exportFileText } from '../../store/persistence.ts';

/** The export: compact JSON, named by the day (the size of a real one: see src/store/bounds.test.ts). */
export function exportProgress(state: PersistedState, now: Date): { filename: string; json: string } {
  return { filename: `go-errors-progress-${now.toISOString().slice(0, 10)}.json`, json: `${exportFileText(state, now)}\n` };
}

export function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
