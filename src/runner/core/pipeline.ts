/**
 * source → compile.wasm → link.wasm → main.wasm, and running main.wasm: the steps the browser worker and
 * verify:wasm share, so what verify:wasm proves is what the learner gets.
 *
 * The flags are those `go build -x` prints for a main package under Go 1.27 (checked with
 * `GOOS=js GOARCH=wasm go build -n -a`), minus what only the go command needs (-buildid, -extld):
 *   compile -o main.a -trimpath "$WORK=>" -p main -lang=<go.mod's go> -complete -dwarf=false
 *           -goversion <version> -c=1 -nolocalimports -importcfg <cfg> -pack ./main.go
 *   link    -o main.wasm -importcfg <cfg> -X=runtime.godebugDefault=<…> -buildmode=exe main.a
 * `-c=1`: js/wasm has one thread, so the compiler's parallel back end would only add goroutine switches.
 */
import { type DefineGo, runGo } from './goWasm.ts';
import { parseDiagnostics } from './diagnostics.ts';
import { MemFs } from './memfs.ts';
import { IMPORTCFG } from './pack.ts';
import type { Diagnostic } from './types.ts';

export interface Toolchain {
  goVersion: string;
  /** The `go` line of content/go.mod, e.g. "go1.26": the language version the app's programs use. */
  langVersion: string;
  /** `go list -f {{.DefaultGODEBUG}}` of the app's module, e.g. "tracebacklabels=0,x509sslcertoverrideplatform=0". */
  defaultGodebug: string;
  compile: WebAssembly.Module;
  link: WebAssembly.Module;
  gofmt: WebAssembly.Module;
  defineGo: DefineGo;
  /** Holds the package archives (see pack.ts); each build works in its own folder beside them. */
  fs: MemFs;
}

export type BuildResult =
  | { ok: true; wasm: Uint8Array<ArrayBuffer>; ms: { compile: number; link: number } }
  | { ok: false; diagnostics: Diagnostic[]; text: string };

const WORK = '/work';
/** What `go run main.go` prints above the compiler's messages. */
const BUILD_HEADER = '# command-line-arguments\n';

/** The environment of the tools: the js/wasm target and a home the compiler never needs but may ask for. */
const TOOL_ENV = { GOOS: 'js', GOARCH: 'wasm', HOME: '/home/gopher', TMPDIR: '/tmp', GOROOT: '/goroot' };

/**
 * The -X=runtime.godebugDefault value the go command links in: the module's defaults overridden by the
 * program's `//go:debug key=value` lines, sorted by key (cmd/go/internal/load/godebug.go does the same).
 */
export function godebugDefault(moduleDefault: string, source: string): string {
  const settings = new Map<string, string>();
  for (const pair of moduleDefault.split(',').filter(Boolean)) {
    const eq = pair.indexOf('=');
    settings.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  for (const m of source.matchAll(/^\/\/go:debug\s+([\w.-]+)=(\S*)\s*$/gm)) settings.set(m[1]!, m[2]!);
  return [...settings.keys()].sort().map((k) => `${k}=${settings.get(k)}`).join(',');
}

/** Runs one tool with its stdout and stderr collected as text. */
async function runTool(tc: Toolchain, module: WebAssembly.Module, argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: Uint8Array[][] = [[], []];
  tc.fs.output = (fd, bytes) => out[fd - 1]!.push(bytes);
  try {
    const code = await runGo(module, tc.defineGo, { argv, env: TOOL_ENV, fs: tc.fs, cwd: WORK });
    return { code, stdout: decodeAll(out[0]!), stderr: decodeAll(out[1]!) };
  } finally {
    tc.fs.output = () => {};
  }
}

function decodeAll(chunks: Uint8Array[]): string {
  const decoder = new TextDecoder();
  return chunks.map((c) => decoder.decode(c, { stream: true })).join('') + decoder.decode();
}

function freshWorkDir(fs: MemFs, source: string): void {
  fs.remove(WORK);
  fs.writeFile(`${WORK}/main.go`, source);
}

function failure(stdout: string, stderr: string): { ok: false; diagnostics: Diagnostic[]; text: string } {
  const text = BUILD_HEADER + stdout + stderr;
  return { ok: false, diagnostics: parseDiagnostics(text), text };
}

/**
 * The import path a program is compiled as, so a panic trace names the file as the recorded native run does
 * (`goprep/content/<id>/main.go:14`, content/go.mod's module + the program's folder); a program of no folder
 * (a learner's own) gets the one of the playground.
 */
export function programImportPath(programId: string | undefined): string {
  return `goprep/content/${programId ?? 'playground'}`;
}

export async function buildProgram(
  tc: Toolchain,
  source: string,
  options: { programId?: string; onPhase?: (p: 'compile' | 'link') => void } = {},
): Promise<BuildResult> {
  const { onPhase } = options;
  freshWorkDir(tc.fs, source);
  onPhase?.('compile');
  let t = performance.now();
  const compiled = await runTool(tc, tc.compile, [
    'compile', '-o', `${WORK}/main.a`, '-trimpath', `${WORK}=>${programImportPath(options.programId)}`, '-p', 'main', `-lang=${tc.langVersion}`, '-complete',
    '-dwarf=false', '-goversion', tc.goVersion, '-c=1', '-nolocalimports', '-importcfg', IMPORTCFG, '-pack', './main.go',
  ]);
  const compileMs = performance.now() - t;
  if (compiled.code !== 0) return failure(compiled.stdout, compiled.stderr);
  onPhase?.('link');
  t = performance.now();
  const godebug = godebugDefault(tc.defaultGodebug, source);
  const linked = await runTool(tc, tc.link, [
    'link', '-o', `${WORK}/main.wasm`, '-importcfg', IMPORTCFG,
    ...(godebug ? [`-X=runtime.godebugDefault=${godebug}`] : []), '-buildmode=exe', `${WORK}/main.a`,
  ]);
  const linkMs = performance.now() - t;
  if (linked.code !== 0) return failure(linked.stdout, linked.stderr);
  const wasm = tc.fs.readFile(`${WORK}/main.wasm`).slice();
  tc.fs.remove(WORK);
  return { ok: true, wasm, ms: { compile: compileMs, link: linkMs } };
}

export type FormatOutcome = { ok: true; source: string } | { ok: false; diagnostics: Diagnostic[]; text: string };

/** The real gofmt over main.go; its errors read `main.go:L:C: message`, as `gofmt main.go` prints them. */
export async function formatSource(tc: Toolchain, source: string): Promise<FormatOutcome> {
  freshWorkDir(tc.fs, source);
  const r = await runTool(tc, tc.gofmt, ['gofmt', 'main.go']);
  tc.fs.remove(WORK);
  if (r.code !== 0) return { ok: false, diagnostics: parseDiagnostics(r.stderr), text: r.stderr };
  return { ok: true, source: r.stdout };
}

/** The environment of a learner's program: what verify-go gives the native run (scripts/verify-go.ts). */
export function programEnv(extra: [string, string][] = []): Record<string, string> {
  const env: Record<string, string> = { HOME: '/home/gopher', TMPDIR: '/tmp', LANG: 'C.UTF-8', PATH: '/usr/bin:/bin' };
  for (const [name, value] of extra) env[name] = value;
  return env;
}

/**
 * Runs a linked main.wasm in a fresh file system (a program sees only /tmp and its home) and reports
 * each write to stdout/stderr as it happens, in the order the program made them.
 */
export async function runProgram(
  module: WebAssembly.Module,
  defineGo: DefineGo,
  env: Record<string, string>,
  onOutput: (fd: 1 | 2, bytes: Uint8Array) => void,
): Promise<number> {
  const fs = new MemFs();
  fs.mkdirAll('/tmp');
  fs.mkdirAll('/home/gopher');
  fs.output = onOutput;
  return runGo(module, defineGo, { argv: ['main'], env, fs, cwd: '/home/gopher' });
}
