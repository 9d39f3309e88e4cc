/**
 * Runs one GOOS=js Go module (the compiler, the linker, gofmt or a learner's program) to its exit.
 *
 * wasm_exec.js (Go's own glue, copied at build time into a module `defineGo(globalThis, fs, process, path)`,
 * see scripts/build-go-wasm.mjs) reads `fs`, `process` and `path` from the global object, and Go's
 * syscall package reads them through syscall/js at start-up. Each run gets its own global: a proxy of
 * the real one whose `fs`, `process` and `path` are the in-memory file system's. So several modules can
 * run one after another in one worker without touching the worker's real globals, and Node's real
 * `process` never leaks into a program under verify:wasm.
 */
import type { MemFs } from './memfs.ts';

/** The `Go` class of wasm_exec.js (only what is used here). */
export interface GoInstance {
  argv: string[];
  env: Record<string, string>;
  exit: (code: number) => void;
  importObject: WebAssembly.Imports;
  run(instance: WebAssembly.Instance): Promise<void>;
}
export type GoClass = new () => GoInstance;

/** The generated wasm_exec module's export. */
export type DefineGo = (global: object, fs: MemFs, process: object, path: object) => GoClass;

export interface GoRunOptions {
  argv: string[];
  env: Record<string, string>;
  fs: MemFs;
  cwd: string;
}

/** A global object for one run: the module's own fs/process/path, everything else from the real global. */
function runGlobal(own: Record<string | symbol, unknown>): object {
  const real = globalThis as unknown as Record<string | symbol, unknown>;
  return new Proxy(real, {
    // Getters of the real global (crypto, performance in a worker) must see the real global as `this`.
    get: (target, key) => (key in own ? own[key] : Reflect.get(target, key)),
    set: (_target, key, value) => {
      own[key] = value; // wasm_exec.js defines `Go` here; it must not land on the worker's global
      return true;
    },
    has: (target, key) => key in own || key in target,
  });
}

/** Instantiates the module (compiled once by the caller) and resolves with the exit code. */
export async function runGo(module: WebAssembly.Module, defineGo: DefineGo, options: GoRunOptions): Promise<number> {
  const { fs } = options;
  fs.cwd = options.cwd;
  const process = fs.process();
  const path = fs.path();
  const global = runGlobal({ fs, process, path });
  const Go = defineGo(global, fs, process, path);
  const go = new Go();
  go.argv = options.argv;
  go.env = options.env;
  let exitCode = 0;
  go.exit = (code) => {
    exitCode = code;
  };
  const instance = await WebAssembly.instantiate(module, go.importObject);
  await go.run(instance);
  return exitCode;
}
