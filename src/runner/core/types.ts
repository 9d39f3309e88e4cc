/** The types and limits shared by the client, the workers and verify:wasm (see ../client.ts). */

/** A compile (or gofmt) error at a place in main.go; line and col are 1-based as Go prints them. */
export interface Diagnostic {
  line: number;
  col: number;
  message: string;
}

export interface ToolchainInfo {
  /** e.g. "go1.27.3" */
  goVersion: string;
  /** What the first download transfers (compressed bytes), for the consent dialog. */
  downloadBytes: number;
  /** Every file of the toolchain is already in Cache Storage: no network needed. */
  cached: boolean;
}

export type Phase = 'compile' | 'link' | 'run';

export interface PrepareProgress {
  phase: 'download' | 'compile';
  loaded: number;
  total: number;
}

export interface RunHandlers {
  stdout(text: string): void;
  stderr(text: string): void;
  phase?(p: Phase): void;
}

export type RunResult =
  | { kind: 'exited'; exitCode: number; truncated: boolean; ms: { compile: number; link: number; run: number } }
  | { kind: 'compile-error'; diagnostics: Diagnostic[]; text: string }
  | { kind: 'stopped' }
  | { kind: 'timeout'; limitMs: number }
  | { kind: 'failed'; message: string /* Russian, for the learner */ };

export type FormatResult = { ok: true; source: string } | { ok: false; diagnostics: Diagnostic[]; text: string };

/**
 * Whether a program of the app runs in the browser, as proven by verify:wasm:
 * 'same' — the output equals the recorded `go run` output; 'differs' — it runs, but js/wasm prints
 * something else (reason in Russian, shown next to the output); 'no' — it cannot run here (reason shown
 * on the button instead of offering a run).
 */
export type BrowserSupport = { kind: 'same' } | { kind: 'differs'; reason: string } | { kind: 'no'; reason: string };

/** The wall-clock limit of one run of main.wasm; the UI shows it. */
export const RUN_LIMIT_MS = 10_000;
/** stdout + stderr beyond this many bytes are dropped and the result says truncated. */
export const OUTPUT_LIMIT_BYTES = 1 << 20;

