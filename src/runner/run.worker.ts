/**
 * The run worker: one per run of a learner's program, so «Остановить», the time limit and a flood of output
 * end it with terminate() — a busy loop in wasm never yields, so nothing gentler can stop it — while the
 * toolchain worker and the compiled modules live on.
 */
import { programEnv, runProgram } from './core/pipeline.ts';
import type { RunReply, RunRequest } from './protocol.ts';
import { importDefineGo } from './toolchainStore.ts';

const reply = (m: RunReply) => self.postMessage(m);

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const { manifest, wasm, env, outputLimit } = event.data;
  void (async () => {
    try {
      const [module, defineGo] = await Promise.all([WebAssembly.compile(wasm), importDefineGo(manifest)]);
      const decoders = { 1: new TextDecoder(), 2: new TextDecoder() };
      let written = 0;
      let truncated = false;
      const t = performance.now();
      reply({ type: 'started' });
      const code = await runProgram(module, defineGo, { ...programEnv(), ...env }, (fd, bytes) => {
        if (truncated) return;
        const room = outputLimit - written;
        const kept = bytes.length > room ? bytes.subarray(0, room) : bytes;
        written += kept.length;
        const text = decoders[fd].decode(kept, { stream: true });
        if (text !== '') reply({ type: 'output', fd, text });
        if (kept.length < bytes.length) {
          truncated = true;
          reply({ type: 'truncated' });
        }
      });
      reply({ type: 'exit', code, ms: performance.now() - t });
    } catch (error) {
      reply({ type: 'failed', message: `Программа не запустилась в браузере: ${error instanceof Error ? error.message : String(error)}` });
    }
  })();
};
