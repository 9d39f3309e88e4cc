/** The messages between ./toolchain.ts (the page) and its two workers. */
import type { Manifest } from './toolchainStore.ts';
import type { Diagnostic } from './core/types.ts';

export interface ToolModules {
  compile: WebAssembly.Module;
  link: WebAssembly.Module;
  gofmt: WebAssembly.Module;
}

/** page → toolchain worker */
export type ToolRequest =
  | { type: 'init'; manifest: Manifest; modules: ToolModules }
  | { type: 'build'; id: number; source: string; programId?: string }
  | { type: 'format'; id: number; source: string };

/** toolchain worker → page */
export type ToolReply =
  | { type: 'phase'; id: number; phase: 'compile' | 'link' }
  | { type: 'built'; id: number; wasm: Uint8Array<ArrayBuffer>; ms: { compile: number; link: number } }
  | { type: 'build-error'; id: number; diagnostics: Diagnostic[]; text: string }
  | { type: 'formatted'; id: number; source: string }
  | { type: 'format-error'; id: number; diagnostics: Diagnostic[]; text: string }
  | { type: 'failed'; id: number; message: string; corrupt: boolean };

/** page → run worker */
export interface RunRequest {
  manifest: Manifest;
  wasm: Uint8Array<ArrayBuffer>;
  env: Record<string, string>;
  outputLimit: number;
}

/** run worker → page: output in the order it was written, then one `exit` (or `failed`). */
export type RunReply =
  | { type: 'started' }
  | { type: 'output'; fd: 1 | 2; text: string }
  | { type: 'truncated' }
  | { type: 'exit'; code: number; ms: number }
  | { type: 'failed'; message: string };
