/**
 * The toolchain worker: compiles and links a program (and runs gofmt) with the modules the page compiled once
 * per session. It is only terminated when the learner stops a build; the modules survive in the page.
 */
import { MemFs } from './core/memfs.ts';
import { unpackPackages } from './core/pack.ts';
import { type Toolchain, buildProgram, formatSource } from './core/pipeline.ts';
import type { ToolReply, ToolRequest } from './protocol.ts';
import { CORRUPT_CACHE, ToolchainError, cachedFile, importDefineGo } from './toolchainStore.ts';

let toolchain: Promise<Toolchain> | undefined;
const reply = (m: ToolReply, transfer: Transferable[] = []) => self.postMessage(m, { transfer });

async function load(request: Extract<ToolRequest, { type: 'init' }>): Promise<Toolchain> {
  const { manifest: m, modules } = request;
  const fs = new MemFs();
  try {
    unpackPackages(fs, new Uint8Array(await (await cachedFile(m, 'packages.pack')).arrayBuffer()));
  } catch (error) {
    if (error instanceof ToolchainError) throw error;
    throw new ToolchainError(CORRUPT_CACHE);
  }
  return { goVersion: m.goVersion, langVersion: m.langVersion, defaultGodebug: m.defaultGodebug, ...modules, defineGo: await importDefineGo(m), fs };
}

function failed(id: number, error: unknown): void {
  const known = error instanceof ToolchainError;
  reply({
    type: 'failed',
    id,
    corrupt: known && error.message === CORRUPT_CACHE,
    message: known ? error.message : `Компилятор Go в браузере сломался: ${error instanceof Error ? error.message : String(error)}`,
  });
}

self.onmessage = (event: MessageEvent<ToolRequest>) => {
  const request = event.data;
  if (request.type === 'init') {
    toolchain = load(request);
    toolchain.catch(() => {}); // reported to the first build or format that needs it
    return;
  }
  void (async () => {
    try {
      if (!toolchain) throw new Error('no init');
      const tc = await toolchain;
      if (request.type === 'build') {
        const r = await buildProgram(tc, request.source, { programId: request.programId, onPhase: (phase) => reply({ type: 'phase', id: request.id, phase }) });
        if (r.ok) reply({ type: 'built', id: request.id, wasm: r.wasm, ms: r.ms }, [r.wasm.buffer]);
        else reply({ type: 'build-error', id: request.id, diagnostics: r.diagnostics, text: r.text });
      } else {
        const r = await formatSource(tc, request.source);
        if (r.ok) reply({ type: 'formatted', id: request.id, source: r.source });
        else reply({ type: 'format-error', id: request.id, diagnostics: r.diagnostics, text: r.text });
      }
    } catch (error) {
      failed(request.id, error);
    }
  })();
};
