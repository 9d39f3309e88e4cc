/**
 * An import file (or a copy set aside) to progress: the size is checked before anything is read, then
 * the file is read, parsed, migrated and salvaged in a worker. Where a worker cannot start, the same
 * code runs here (it is the same module, loaded on demand).
 */
import { MAX_IMPORT_BYTES } from '../../store/persistence.ts';
import type { ImportError, ImportResult } from './transfer.ts';

export type ReadResult = ImportResult | { ok: false; error: 'read' };

export function readImport(input: File | string): Promise<ReadResult> {
  const size = typeof input === 'string' ? input.length : input.size;
  if (size > MAX_IMPORT_BYTES) return Promise.resolve({ ok: false, error: 'tooBig' satisfies ImportError });
  return new Promise<ReadResult>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./importWorker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(readHere(input));
      return;
    }
    worker.onmessage = (event: MessageEvent<ReadResult>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      worker.terminate();
      resolve(readHere(input));
    };
    worker.postMessage(input);
  });
}

async function readHere(input: File | string): Promise<ReadResult> {
  try {
    const text = typeof input === 'string' ? input : await input.text();
    const { parseImport } = await import('./transfer.ts');
    return parseImport(text);
  } catch {
    return { ok: false, error: 'read' };
  }
}
