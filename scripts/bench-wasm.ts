/**
 * The browser toolchain's figures on this machine, in Node (the same wasm and core code as the browser):
 * download size (raw and gzip), time to the first result from a cold start (compile the tools' modules,
 * unpack the archives, build and run hello world), and a repeat build + run of a small program.
 * Measured twice: with V8's default tiering (what a browser does) and with Liftoff only (what verify:wasm uses).
 *
 *   npm run bench:wasm
 */
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { buildProgram, programEnv, runProgram } from '../src/runner/core/pipeline.ts';
import { loadToolchain, readManifest } from './wasm/node-toolchain.ts';

const root = resolve(import.meta.dirname, '..');
const HELLO = 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hello")\n}\n';
const SMALL = `package main

import (
	"errors"
	"fmt"
)

var ErrNotFound = errors.New("not found")

func find(id int) error { return fmt.Errorf("find %d: %w", id, ErrNotFound) }

func main() {
	err := find(7)
	fmt.Println(err, errors.Is(err, ErrNotFound))
}
`;

async function child(): Promise<void> {
  const dir = process.argv[process.argv.indexOf('--child') + 1]!;
  const t0 = performance.now();
  const tc = await loadToolchain(dir);
  const loaded = performance.now() - t0;
  const once = async (source: string) => {
    const t = performance.now();
    const built = await buildProgram(tc, source);
    if (!built.ok) throw new Error(built.text);
    const module = await WebAssembly.compile(built.wasm);
    let out = '';
    await runProgram(module, tc.defineGo, programEnv(), (_fd, b) => (out += new TextDecoder().decode(b)));
    return { ms: performance.now() - t, build: built.ms, out };
  };
  const first = await once(HELLO);
  const repeat = await once(SMALL);
  const again = await once(SMALL);
  console.log(JSON.stringify({ loaded, cold: performance.now() - t0 - repeat.ms - again.ms, first, repeat, again }));
}

if (process.argv.includes('--child')) {
  await child();
} else {
  const dir = execFileSync(process.execPath, [join(root, 'scripts', 'build-go-wasm.mjs')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const m = readManifest(dir);
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(`bench-wasm: ${m.goVersion}; download ${mb(m.downloadBytes)} gzip (${mb(m.files.reduce((s, f) => s + f.bytes, 0))} raw)`);
  for (const f of m.files) console.log(`  ${f.name.padEnd(14)} ${mb(f.bytes).padStart(8)} raw  ${mb(f.gzipBytes).padStart(8)} gzip`);
  for (const [label, flags] of [
    ['default tiering (as a browser)', []],
    ['Liftoff only (verify:wasm)', ['--liftoff', '--no-wasm-tier-up']],
  ] as const) {
    const out = execFileSync(process.execPath, [...flags, '--import', 'tsx', import.meta.filename, '--child', dir], { encoding: 'utf8', cwd: root });
    const r = JSON.parse(out.trim().split('\n').pop()!) as {
      loaded: number;
      cold: number;
      first: { ms: number; build: { compile: number; link: number } };
      repeat: { ms: number; build: { compile: number; link: number } };
      again: { ms: number; build: { compile: number; link: number } };
    };
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`${label}:`);
    console.log(`  cold start to first result  ${s(r.cold)}  (compile the tools' modules + unpack ${s(r.loaded)}; hello world: compile ${s(r.first.build.compile)}, link ${s(r.first.build.link)})`);
    console.log(`  first build+run of a small program after hello  ${s(r.repeat.ms)}  (compile ${s(r.repeat.build.compile)}, link ${s(r.repeat.build.link)})`);
    console.log(`  repeat build+run of the same program            ${s(r.again.ms)}  (compile ${s(r.again.build.compile)}, link ${s(r.again.build.link)})`);
  }
}
