#!/usr/bin/env node
/**
 * Builds the Go toolchain that runs in the browser (issue 11) from the project's Debian Go
 * (scripts/ensure-go.sh), into .cache/go-wasm/<goversion>/:
 *
 *   compile.wasm, link.wasm, gofmt.wasm   GOOS=js GOARCH=wasm go build -trimpath of cmd/compile, cmd/link, cmd/gofmt
 *   packages.pack                         the js/wasm archives of the standard library packages (and the
 *                                         vendored golang.org/x/sync ones) a program may import, with their
 *                                         importcfg; format in src/runner/core/pack.ts
 *   *.gz                                  what the browser downloads (it unzips with DecompressionStream)
 *   wasm_exec.mjs                         $GOROOT/lib/wasm/wasm_exec.js as a module (see src/runner/core/goWasm.ts)
 *   manifest.json                         versions, sizes and hashes: the client reads it before asking to download
 *
 * Each part is rebuilt only when its inputs changed (the Go version; for the packages also the package set),
 * so a second run takes a fraction of a second. Prints what it did and how long it took.
 *
 *   node scripts/build-go-wasm.mjs            build what is missing, print the directory
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const contentDir = join(root, 'content');

/**
 * Packages a learner plausibly adds to a program beyond what the app's programs import (those are found by
 * reading content/). Left out on purpose: cgo-only and OS-only packages (plugin, os/user's cgo part,
 * syscall/unix details), and the large rarely-used crypto/x509-heavy trees beyond what net/http pulls in.
 */
const EXTRA_PACKAGES = [
  'bufio', 'bytes', 'cmp', 'container/heap', 'container/list', 'container/ring', 'context', 'encoding/base64',
  'encoding/binary', 'encoding/csv', 'encoding/hex', 'encoding/json', 'errors', 'flag', 'fmt', 'hash/crc32',
  'hash/fnv', 'io', 'iter', 'log', 'log/slog', 'maps', 'math', 'math/bits', 'math/rand', 'math/rand/v2',
  'os', 'os/signal', 'reflect', 'regexp', 'runtime', 'runtime/debug', 'slices', 'sort', 'strconv', 'strings',
  'sync', 'sync/atomic', 'text/tabwriter', 'text/template', 'time', 'unicode', 'unicode/utf16', 'unicode/utf8',
  'unique', 'unsafe', 'weak',
];

const log = (msg) => console.error(`build-go-wasm: ${msg}`);
const started = performance.now();
const seconds = (t) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

const goBin = execFileSync(join(root, 'scripts', 'ensure-go.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
const goEnv = { ...process.env, GOTOOLCHAIN: 'local', GOFLAGS: '-mod=vendor', GOPROXY: 'off', GOTELEMETRY: 'off', GOOS: 'js', GOARCH: 'wasm' };
const go = (args, options = {}) => execFileSync(goBin, args, { encoding: 'utf8', env: goEnv, cwd: contentDir, maxBuffer: 64 << 20, ...options });
const goVersion = go(['env', 'GOVERSION']).trim();
const goroot = go(['env', 'GOROOT']).trim();
const outDir = join(root, '.cache', 'go-wasm', goVersion);
mkdirSync(outDir, { recursive: true });

/** The `go` directive of content/go.mod: the language version the programs are compiled with (-lang). */
const langVersion = `go${/^go\s+(\S+)/m.exec(readFileSync(join(contentDir, 'go.mod'), 'utf8'))[1]}`;

/** Every package imported by a main.go under content/ (examples, quizzes, labs). */
function contentImports() {
  const found = new Set();
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name === 'main.go') {
        const src = readFileSync(path, 'utf8');
        const block = /^import\s*\(([\s\S]*?)^\)/m.exec(src)?.[1] ?? '';
        const single = [...src.matchAll(/^import\s+(?:\w+\s+)?"([^"]+)"/gm)].map((m) => m[1]);
        for (const m of block.matchAll(/"([^"]+)"/g)) found.add(m[1]);
        for (const p of single) found.add(p);
      }
    }
  };
  for (const top of ['examples', 'quizzes', 'labs']) if (existsSync(join(contentDir, top))) walk(join(contentDir, top));
  return found;
}

const stampOf = (parts) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
const readStamp = (name) => (existsSync(join(outDir, `${name}.stamp`)) ? readFileSync(join(outDir, `${name}.stamp`), 'utf8') : '');
const writeStamp = (name, stamp) => writeFileSync(join(outDir, `${name}.stamp`), stamp);

// ——— the tools ———
const TOOLS = ['compile', 'link', 'gofmt'];
const toolsStamp = stampOf([goVersion, goroot, 'tools-v1']);
if (readStamp('tools') !== toolsStamp || !TOOLS.every((t) => existsSync(join(outDir, `${t}.wasm`)))) {
  const t = performance.now();
  const tmp = join(outDir, 'tools.tmp');
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp);
  // -trimpath: no paths of this machine inside the binaries; GOFLAGS must not carry -mod=vendor into std builds.
  go(['build', '-trimpath', '-o', `${tmp}${sep}`, ...TOOLS.map((t) => `cmd/${t}`)], { cwd: goroot, env: { ...goEnv, GOFLAGS: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  for (const tool of TOOLS) renameSync(join(tmp, tool), join(outDir, `${tool}.wasm`));
  rmSync(tmp, { recursive: true, force: true });
  writeStamp('tools', toolsStamp);
  log(`built ${TOOLS.join(', ')} for js/wasm in ${seconds(t)}`);
}

// ——— the package archives ———
const packages = [...new Set([...contentImports(), ...EXTRA_PACKAGES])].sort();
const packagesStamp = stampOf([goVersion, goroot, 'packages-v1', ...packages]);
if (readStamp('packages') !== packagesStamp || !existsSync(join(outDir, 'packages.pack'))) {
  const t = performance.now();
  const listed = go(['list', '-export', '-deps', '-trimpath', '-f', '{{if .Export}}{{.ImportPath}}={{.Export}}{{end}}', ...packages]);
  const entries = listed
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const eq = line.indexOf('=');
      return { path: line.slice(0, eq), file: line.slice(eq + 1) };
    });
  const bodies = entries.map((e) => readFileSync(e.file));
  // The format src/runner/core/pack.ts reads: magic line, a JSON index, then the archives back to back.
  const index = Buffer.from(JSON.stringify(entries.map((e, i) => ({ path: e.path, size: bodies[i].length }))));
  const head = Buffer.alloc(4);
  head.writeUInt32LE(index.length);
  writeFileSync(join(outDir, 'packages.pack'), Buffer.concat([Buffer.from('GOPREP-PACK 1\n'), head, index, ...bodies]));
  writeFileSync(join(outDir, 'packages.txt'), `${packages.join('\n')}\n`);
  writeStamp('packages', packagesStamp);
  log(`listed ${entries.length} package archives (${packages.length} asked for) in ${seconds(t)}`);
}

// ——— wasm_exec as a module, the gzipped downloads, the manifest ———
const glue = readFileSync(join(goroot, 'lib', 'wasm', 'wasm_exec.js'), 'utf8');
const wasmExec =
  `// Generated by scripts/build-go-wasm.mjs from ${goVersion} lib/wasm/wasm_exec.js: the same code, with the\n` +
    `// global object and its fs, process and path passed in (see src/runner/core/goWasm.ts).\n` +
    `export function defineGo(globalThis, fs, process, path) {\n${glue}\nreturn globalThis.Go;\n}\n`;
// Written only when it changes, so its .gz below stays up to date without being remade on every build.
const wasmExecPath = join(outDir, 'wasm_exec.mjs');
if (!existsSync(wasmExecPath) || readFileSync(wasmExecPath, 'utf8') !== wasmExec) writeFileSync(wasmExecPath, wasmExec);

// wasm_exec.mjs travels with the wasm files: the worker imports it from Cache Storage, so it works offline too.
const DOWNLOADS = ['compile.wasm', 'link.wasm', 'gofmt.wasm', 'packages.pack', 'wasm_exec.mjs'];
const files = [];
for (const name of DOWNLOADS) {
  const raw = join(outDir, name);
  const gz = `${raw}.gz`;
  const rawStat = statSync(raw);
  if (!existsSync(gz) || statSync(gz).mtimeMs < rawStat.mtimeMs) {
    const t = performance.now();
    writeFileSync(gz, gzipSync(readFileSync(raw), { level: 9 }));
    log(`gzipped ${name} in ${seconds(t)}`);
  }
  const body = readFileSync(gz);
  files.push({ name, bytes: rawStat.size, gzipBytes: body.length, sha256: createHash('sha256').update(body).digest('hex') });
}
// The GODEBUG defaults the go command links into a program of this module (from go.mod's go line), e.g.
// "tracebacklabels=0,…": the browser's link passes the same -X=runtime.godebugDefault (src/runner/core/pipeline.ts).
const someProgram = readdirSync(join(contentDir, 'examples')).map((d) => join('examples', d)).find((d) => statSync(join(contentDir, d)).isDirectory());
const programDir = readdirSync(join(contentDir, someProgram)).map((d) => `./${someProgram}/${d}`)[0];
const defaultGodebug = go(['list', '-f', '{{.DefaultGODEBUG}}', programDir]).trim();
const manifest = {
  goVersion,
  langVersion,
  defaultGodebug,
  files,
  downloadBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
};
writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
log(`${relative(root, outDir)}: ${files.map((f) => `${f.name} ${(f.gzipBytes / 1e6).toFixed(1)} MB gz`).join(', ')}; ready in ${seconds(started)}`);
console.log(outDir);
