/**
 * One worker of verify:wasm (and bench:wasm): the toolchain is compiled once when the worker starts and then
 * builds and runs program after program through src/runner/core, the code the browser's workers run.
 * The parent kills the worker when a program outlives its time limit (a busy loop never yields to JS).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildProgram, programEnv, runProgram } from '../../src/runner/core/pipeline.ts';
import { loadToolchain } from './node-toolchain.ts';

export interface VerifyJob {
  id: string;
  source: string;
  env: [string, string][];
}

export type VerifyOutcome =
  | { kind: 'ran'; stdout: string; stderr: string; exitCode: number; ms: { compile: number; link: number; run: number } }
  | { kind: 'compile-error'; text: string };

export type WorkerMessage = { type: 'ready'; ms: number } | { type: 'running'; id: string } | { type: 'done'; id: string; outcome: VerifyOutcome } | { type: 'error'; id: string; message: string };

const port = parentPort!;
const started = performance.now();
const tc = await loadToolchain((workerData as { dir: string }).dir);
port.postMessage({ type: 'ready', ms: performance.now() - started } satisfies WorkerMessage);

function decoder() {
  const d = new TextDecoder();
  const parts: string[] = [];
  return { push: (b: Uint8Array) => parts.push(d.decode(b, { stream: true })), text: () => parts.join('') + d.decode() };
}

port.on('message', (job: VerifyJob) => {
  void (async () => {
    try {
      const built = await buildProgram(tc, job.source, { programId: job.id });
      if (!built.ok) {
        port.postMessage({ type: 'done', id: job.id, outcome: { kind: 'compile-error', text: built.text } } satisfies WorkerMessage);
        return;
      }
      port.postMessage({ type: 'running', id: job.id } satisfies WorkerMessage);
      const t = performance.now();
      const module = await WebAssembly.compile(built.wasm);
      const out = decoder();
      const err = decoder();
      const exitCode = await runProgram(module, tc.defineGo, programEnv(job.env), (fd, bytes) => (fd === 1 ? out : err).push(bytes));
      const outcome: VerifyOutcome = { kind: 'ran', stdout: out.text(), stderr: err.text(), exitCode, ms: { ...built.ms, run: performance.now() - t } };
      port.postMessage({ type: 'done', id: job.id, outcome } satisfies WorkerMessage);
    } catch (error) {
      port.postMessage({ type: 'error', id: job.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerMessage);
    }
  })();
});
