/**
 * Where the browser toolchain lives: the build puts it under `<base>go/` (scripts/build-go-wasm.mjs writes it,
 * scripts/build.mjs copies it; the service worker leaves it alone), and the first run downloads it into one
 * Cache Storage cache whose name carries the Go version and the files' hashes, so a new toolchain never mixes
 * with an old one and repeat visits and offline runs need no network.
 *
 * The files are served gzipped and unzipped here (DecompressionStream) before they are cached, so the cached
 * Response is plain `application/wasm` that WebAssembly.compileStreaming can compile while it reads (and
 * Chrome can keep the compiled code for it).
 */
import type { DefineGo } from './core/goWasm.ts';

export interface ToolchainFile {
  name: string;
  bytes: number;
  gzipBytes: number;
  sha256: string;
}

export interface Manifest {
  goVersion: string;
  langVersion: string;
  /** The GODEBUG defaults of content/go.mod's go version, as the go command links them. */
  defaultGodebug: string;
  files: ToolchainFile[];
  downloadBytes: number;
}

const CACHE_PREFIX = 'goprep-go-toolchain-';
const MANIFEST_KEY = 'manifest.json';
const BASE = `${import.meta.env.BASE_URL}go/`;

/** A failure the learner can act on; `message` is Russian and shown as it is. */
export class ToolchainError extends Error {}

const mb = (bytes: number) => `${Math.round(bytes / 1e6)} МБ`;

export function cacheNameOf(m: Manifest): string {
  return `${CACHE_PREFIX}${m.goVersion}-${m.files.map((f) => f.sha256.slice(0, 8)).join('')}`;
}

/** The URL a file is cached under (and, with .gz, downloaded from). */
export function fileUrl(m: Manifest, name: string): string {
  return new URL(`${BASE}${m.goVersion}/${name}`, self.location.href).href;
}

/**
 * Go's wasm_exec glue, imported from its cached copy through a blob URL: the service worker does not know
 * the toolchain's files, so a plain import of the server URL would fail offline.
 */
export async function importDefineGo(m: Manifest): Promise<DefineGo> {
  const text = await (await cachedFile(m, 'wasm_exec.mjs')).text();
  const url = URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
  try {
    const mod = (await import(/* @vite-ignore */ url)) as { defineGo?: DefineGo };
    if (typeof mod.defineGo !== 'function') throw new ToolchainError(CORRUPT_CACHE);
    return mod.defineGo;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function isManifest(v: unknown): v is Manifest {
  const m = v as Manifest;
  return typeof m?.goVersion === 'string' && typeof m.langVersion === 'string' && Array.isArray(m.files) && typeof m.downloadBytes === 'number';
}

/** The manifest from the network, or, offline, the one kept beside a downloaded toolchain. */
export async function loadManifest(): Promise<Manifest> {
  try {
    const response = await fetch(`${BASE}manifest.json`, { cache: 'no-cache' });
    if (response.ok) {
      const m: unknown = await response.json();
      if (isManifest(m)) return m;
    }
  } catch {
    // offline: look in Cache Storage below
  }
  for (const name of (await caches.keys()).filter((n) => n.startsWith(CACHE_PREFIX)).reverse()) {
    const kept = await (await caches.open(name)).match(new URL(MANIFEST_KEY, self.location.href).href);
    const m: unknown = await kept?.json();
    if (isManifest(m)) return m;
  }
  throw new ToolchainError(
    navigator.onLine
      ? 'Не удалось получить описание инструментов Go с сервера. Обновите страницу и попробуйте ещё раз.'
      : 'Нет сети. Инструменты Go скачиваются один раз, при первом запуске; подключитесь к интернету и попробуйте снова.',
  );
}

export async function isCached(m: Manifest): Promise<boolean> {
  if (!(await caches.has(cacheNameOf(m)))) return false;
  const cache = await caches.open(cacheNameOf(m));
  const present = await Promise.all(m.files.map((f) => cache.match(fileUrl(m, f.name))));
  return present.every(Boolean);
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Reads a response body to the end, reporting bytes as they arrive. */
async function readAll(response: Response, onBytes: (n: number) => void): Promise<Uint8Array<ArrayBuffer>> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
    onBytes(value.length);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Downloads every file not yet cached; progress counts compressed bytes against manifest.downloadBytes. */
export async function download(m: Manifest, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal): Promise<void> {
  const name = cacheNameOf(m);
  const cache = await caches.open(name);
  let loaded = 0;
  const total = m.downloadBytes;
  onProgress(0, total);
  for (const file of m.files) {
    const key = fileUrl(m, file.name);
    if (await cache.match(key)) {
      loaded += file.gzipBytes;
      onProgress(loaded, total);
      continue;
    }
    let response: Response;
    try {
      response = await fetch(`${key}.gz`, { signal });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ToolchainError(
        `Нет связи с сервером: скачано ${mb(loaded)} из ${mb(total)}. Проверьте подключение к интернету и запустите снова — скачанное не пропадёт.`,
      );
    }
    if (!response.ok) throw new ToolchainError(`Сервер не отдал файл ${file.name} (HTTP ${response.status}). Попробуйте позже.`);
    const gz = await readAll(response, (n) => onProgress((loaded += n), total));
    if ((await sha256Hex(gz)) !== file.sha256) {
      throw new ToolchainError(`Файл ${file.name} скачался повреждённым. Запустите ещё раз: он скачается заново.`);
    }
    const body = new Blob([gz]).stream().pipeThrough(new DecompressionStream('gzip'));
    const type = file.name.endsWith('.wasm') ? 'application/wasm' : file.name.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream';
    try {
      await cache.put(key, new Response(body, { headers: { 'Content-Type': type } }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'QuotaExceededError') {
        throw new ToolchainError(
          `Браузеру не хватает места для инструментов Go (нужно около ${mb(m.files.reduce((s, f) => s + f.bytes, 0))}). ` +
            'Освободите место на диске или удалите данные других сайтов и попробуйте снова.',
        );
      }
      throw error;
    }
  }
  await cache.put(new URL(MANIFEST_KEY, self.location.href).href, new Response(JSON.stringify(m), { headers: { 'Content-Type': 'application/json' } }));
  // Only one toolchain is kept: an older one is dead weight once this one is complete.
  for (const other of await caches.keys()) if (other.startsWith(CACHE_PREFIX) && other !== name) await caches.delete(other);
}

/** Drops the cached toolchain (after a corrupt file was found in it), so the next run downloads it again. */
export async function dropCache(m: Manifest): Promise<void> {
  await caches.delete(cacheNameOf(m));
}

export const CORRUPT_CACHE =
  'Сохранённая копия инструментов Go оказалась повреждена, и мы её удалили. Запустите ещё раз: она скачается заново.';

/** The cached response of a file; a missing one means the cache was cleared under us. */
export async function cachedFile(m: Manifest, name: string): Promise<Response> {
  const response = await (await caches.open(cacheNameOf(m))).match(fileUrl(m, name));
  if (!response) throw new ToolchainError(CORRUPT_CACHE);
  return response;
}
