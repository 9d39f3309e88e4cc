/**
 * The browser side of ./client.ts. The page keeps, for the session, the three tools compiled once with
 * WebAssembly.compileStreaming from Cache Storage; a toolchain worker gets them to build programs, and each
 * run gets a fresh run worker that can be terminated. See ./client.ts for the contract.
 */
import type { FormatResult, PrepareProgress, RunHandlers, RunResult, ToolchainInfo } from './core/types.ts';
import { OUTPUT_LIMIT_BYTES, RUN_LIMIT_MS } from './core/types.ts';
import type { RunReply, RunRequest, ToolModules, ToolReply, ToolRequest } from './protocol.ts';
import { CORRUPT_CACHE, type Manifest, ToolchainError, cachedFile, download, dropCache, isCached, loadManifest } from './toolchainStore.ts';

export interface RunOptions {
  /** The app's program being edited (e.g. "quizzes/errors/wrap-is"): panic traces then name its file as the recorded run does. */
  programId?: string;
  /** Extra environment (a program's `//goprep:env`), as [name, value]. */
  env?: [string, string][];
}

let manifest: Promise<Manifest> | undefined;
let modules: Promise<ToolModules> | undefined;
let toolWorker: Worker | undefined;
let nextId = 1;

function getManifest(): Promise<Manifest> {
  manifest ??= loadManifest().catch((error: unknown) => {
    manifest = undefined; // a later call may be online
    throw error;
  });
  return manifest;
}

const russian = (error: unknown): string =>
  error instanceof ToolchainError ? error.message : `Не удалось подготовить Go в браузере: ${error instanceof Error ? error.message : String(error)}`;

export async function toolchainInfo(): Promise<ToolchainInfo> {
  const m = await getManifest();
  return { goVersion: m.goVersion, downloadBytes: m.downloadBytes, cached: await isCached(m) };
}

async function compileTools(m: Manifest, onProgress: (p: PrepareProgress) => void): Promise<ToolModules> {
  const names = ['compile', 'link', 'gofmt'] as const;
  let done = 0;
  onProgress({ phase: 'compile', loaded: 0, total: names.length });
  try {
    const compiled = await Promise.all(
      names.map(async (name) => {
        const module = await WebAssembly.compileStreaming(cachedFile(m, `${name}.wasm`));
        onProgress({ phase: 'compile', loaded: ++done, total: names.length });
        return module;
      }),
    );
    return { compile: compiled[0]!, link: compiled[1]!, gofmt: compiled[2]! };
  } catch (error) {
    if (error instanceof WebAssembly.CompileError || (error instanceof ToolchainError && error.message === CORRUPT_CACHE)) {
      await dropCache(m);
      throw new ToolchainError(CORRUPT_CACHE);
    }
    throw error;
  }
}

export async function prepare(onProgress: (p: PrepareProgress) => void, signal?: AbortSignal): Promise<void> {
  try {
    const m = await getManifest();
    if (!(await isCached(m))) {
      modules = undefined;
      await download(m, (loaded, total) => onProgress({ phase: 'download', loaded, total }), signal);
    }
    modules ??= compileTools(m, onProgress);
    await modules.catch((error: unknown) => {
      modules = undefined;
      throw error;
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ToolchainError(russian(error));
  }
}

function workerOf(m: Manifest, tools: ToolModules): Worker {
  if (!toolWorker) {
    toolWorker = new Worker(new URL('./toolchain.worker.ts', import.meta.url), { type: 'module', name: 'go-toolchain' });
    toolWorker.postMessage({ type: 'init', manifest: m, modules: tools } satisfies ToolRequest);
  }
  return toolWorker;
}

/** Sends one request to the toolchain worker; aborting terminates the worker (a new one starts next time). */
async function ask(request: ToolRequest & { id: number }, onPhase: ((p: 'compile' | 'link') => void) | undefined, signal?: AbortSignal): Promise<ToolReply | 'stopped'> {
  await prepare(() => {}, signal);
  const m = await getManifest();
  const worker = workerOf(m, await modules!);
  return new Promise((settle) => {
    const onAbort = () => {
      worker.terminate();
      if (toolWorker === worker) toolWorker = undefined;
      done('stopped');
    };
    const onMessage = (event: MessageEvent<ToolReply>) => {
      const r = event.data;
      if (r.id !== request.id) return;
      if (r.type === 'phase') onPhase?.(r.phase);
      else done(r);
    };
    const done = (r: ToolReply | 'stopped') => {
      worker.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      settle(r);
    };
    worker.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.postMessage(request);
  });
}

async function afterFailure(r: Extract<ToolReply, { type: 'failed' }>): Promise<string> {
  if (r.corrupt) {
    await dropCache(await getManifest());
    modules = undefined;
    toolWorker?.terminate();
    toolWorker = undefined;
  }
  return r.message;
}

export async function run(source: string, on: RunHandlers, signal?: AbortSignal, options: RunOptions = {}): Promise<RunResult> {
  let built: ToolReply | 'stopped';
  try {
    on.phase?.('compile');
    built = await ask({ type: 'build', id: nextId++, source, programId: options.programId }, (p) => on.phase?.(p), signal);
  } catch (error) {
    if (signal?.aborted) return { kind: 'stopped' };
    return { kind: 'failed', message: russian(error) };
  }
  if (built === 'stopped') return { kind: 'stopped' };
  if (built.type === 'build-error') return { kind: 'compile-error', diagnostics: built.diagnostics, text: built.text };
  if (built.type === 'failed') return { kind: 'failed', message: await afterFailure(built) };
  if (built.type !== 'built') return { kind: 'failed', message: 'Компилятор ответил не тем, чего ждали.' };
  on.phase?.('run');
  const m = await getManifest();
  const ms = built.ms;
  const env = Object.fromEntries(options.env ?? []);
  const worker = new Worker(new URL('./run.worker.ts', import.meta.url), { type: 'module', name: 'go-program' });
  return new Promise<RunResult>((settle) => {
    let truncated = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: RunResult) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      settle(result);
    };
    const onAbort = () => finish({ kind: 'stopped' });
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<RunReply>) => {
      const r = event.data;
      // The limit counts the program's own time, not the compile of main.wasm before it starts.
      if (r.type === 'started') timer = setTimeout(() => finish({ kind: 'timeout', limitMs: RUN_LIMIT_MS }), RUN_LIMIT_MS);
      else if (r.type === 'output') (r.fd === 1 ? on.stdout : on.stderr)(r.text);
      else if (r.type === 'truncated') truncated = true;
      else if (r.type === 'exit') finish({ kind: 'exited', exitCode: r.code, truncated, ms: { ...ms, run: r.ms } });
      else finish({ kind: 'failed', message: r.message });
    };
    worker.onerror = (event) => finish({ kind: 'failed', message: `Программа не запустилась в браузере: ${event.message}` });
    worker.postMessage({ manifest: m, wasm: built.wasm, env, outputLimit: OUTPUT_LIMIT_BYTES } satisfies RunRequest, [built.wasm.buffer]);
  });
}

export async function format(source: string): Promise<FormatResult> {
  const r = await ask({ type: 'format', id: nextId++, source }, undefined);
  if (r === 'stopped') throw new ToolchainError('Форматирование прервано.');
  if (r.type === 'formatted') return { ok: true, source: r.source };
  if (r.type === 'format-error') return { ok: false, diagnostics: r.diagnostics, text: r.text };
  if (r.type === 'failed') throw new ToolchainError(await afterFailure(r));
  throw new ToolchainError('gofmt ответил не тем, чего ждали.');
}
