/// <reference lib="webworker" />
/**
 * Reads and checks an import file off the main thread: a file of several megabytes takes a second or
 * more to parse, migrate and salvage, and the page must stay responsive meanwhile.
 */
import { parseImport } from './transfer.ts';

self.onmessage = async (event: MessageEvent<File | string>) => {
  const input = event.data;
  try {
    const text = typeof input === 'string' ? input : await input.text();
    self.postMessage(parseImport(text));
  } catch {
    self.postMessage({ ok: false, error: 'read' });
  }
};
