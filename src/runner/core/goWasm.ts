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
  // wasm_exec.js internals the harness needs (stable since Go 1.12; checked against 1.27's wasm_exec.js):
  exited: boolean;
  _resume(): void;
  _pendingEvent: { id: number } | null;
  _scheduledTimeouts: Map<number, ReturnType<typeof setTimeout>>;
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
    // Cleared at once: when the exit happens inside a timer's callback, wasm_exec.js resumes again for a timer
    // still in this map ("missed timeout event") and throws "Go program has already exited".
    for (const timer of go._scheduledTimeouts.values()) clearTimeout(timer);
    go._scheduledTimeouts.clear();
  };
  const instance = await WebAssembly.instantiate(module, go.importObject);
  const idle = watchForDeadlock(go);
  const finished = go.run(instance);
  idle.check();
  try {
    await finished;
  } finally {
    idle.stop();
    // A timer the program left behind must not wake a module that has exited (wasm_exec would throw).
    for (const timer of go._scheduledTimeouts.values()) clearTimeout(timer);
    go._scheduledTimeouts.clear();
  }
  return exitCode;
}

/**
 * Go's runtime reports "all goroutines are asleep - deadlock!" only when JS tells it that no event can
 * come any more: Node's wasm_exec_node.js does so when the event loop empties, by resuming with the event
 * id 0; a browser never does, and the page would just wait. Here: whenever Go hands control back with no
 * timer pending (our file system answers synchronously, so nothing else can wake it), the same id-0 event
 * is sent after the current task, and the runtime prints its report and exits with status 2, as natively.
 * A program waiting on a JS promise with no timer (net/http's fetch) would be called deadlocked too: such
 * programs are marked //goprep:browser no.
 */
function watchForDeadlock(go: GoInstance): { check(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const check = () => {
    if (stopped || go.exited || go._scheduledTimeouts.size > 0) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (stopped || go.exited || go._scheduledTimeouts.size > 0) return;
      go._pendingEvent = { id: 0 };
      go._resume();
    }, 0);
  };
  const resume = go._resume.bind(go);
  go._resume = () => {
    resume();
    check();
  };
  return {
    check,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
