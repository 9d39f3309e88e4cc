/**
 * The browser toolchain loaded in Node from .cache/go-wasm/<goversion>/ (scripts/build-go-wasm.mjs): the same
 * wasm files, wasm_exec module and core code (src/runner/core) the browser worker uses; only the bytes come
 * from disk instead of Cache Storage.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DefineGo } from '../../src/runner/core/goWasm.ts';
import { MemFs } from '../../src/runner/core/memfs.ts';
import { unpackPackages } from '../../src/runner/core/pack.ts';
import type { Toolchain } from '../../src/runner/core/pipeline.ts';

export interface Manifest {
  goVersion: string;
  langVersion: string;
  defaultGodebug: string;
  files: { name: string; bytes: number; gzipBytes: number; sha256: string }[];
  downloadBytes: number;
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

export async function loadDefineGo(dir: string): Promise<DefineGo> {
  const mod = (await import(pathToFileURL(join(dir, 'wasm_exec.mjs')).href)) as { defineGo: DefineGo };
  return mod.defineGo;
}

/** Compiles the three tools (once per process) and unpacks the archives into a fresh file system. */
export async function loadToolchain(dir: string): Promise<Toolchain> {
  const manifest = readManifest(dir);
  const [compile, link, gofmt] = await Promise.all(
    ['compile.wasm', 'link.wasm', 'gofmt.wasm'].map((name) => WebAssembly.compile(readFileSync(join(dir, name)))),
  );
  const fs = new MemFs();
  unpackPackages(fs, readFileSync(join(dir, 'packages.pack')));
  return {
    goVersion: manifest.goVersion,
    langVersion: manifest.langVersion,
    defaultGodebug: manifest.defaultGodebug,
    compile: compile!,
    link: link!,
    gofmt: gofmt!,
    defineGo: await loadDefineGo(dir),
    fs,
  };
}
