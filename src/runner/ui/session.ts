/**
 * What the runner is doing, without React: ask before the first download, prepare the toolchain with
 * progress, run with streamed output, stop. The panel renders snapshots of it; the unit test drives it
 * with a fake client. One session per opened editor; the toolchain itself is shared by the page.
 */
import type { Diagnostic, Phase, RunResult, ToolchainInfo } from '../client.ts';

/** The parts of ../client.ts the session uses (a fake in tests). */
export interface RunnerClient {
  toolchainInfo(): Promise<ToolchainInfo>;
  prepare(onProgress: (p: { phase: 'download' | 'compile'; loaded: number; total: number }) => void, signal?: AbortSignal): Promise<void>;
  run(
    source: string,
    on: { stdout(text: string): void; stderr(text: string): void; phase?(p: Phase): void },
    signal?: AbortSignal,
    options?: { programId?: string; env?: [string, string][] },
  ): Promise<RunResult>;
}

/** What a run passes on: the program's id (panic traces name its file as the recorded run does) and its env. */
export interface RunOptions {
  programId?: string;
  env?: [string, string][];
}

export interface OutputChunk {
  stream: 'stdout' | 'stderr';
  text: string;
}

export type Stage =
  | { kind: 'idle' }
  /** Waiting for the learner to agree to the first download. */
  | { kind: 'consent'; info: ToolchainInfo }
  | { kind: 'preparing'; phase: 'download' | 'compile'; loaded: number; total: number }
  | { kind: 'running'; phase: Phase }
  | { kind: 'done'; result: RunResult }
  /** Something before the run failed: `message` is for the learner (Russian). */
  | { kind: 'error'; message: string };

export interface Snapshot {
  stage: Stage;
  output: OutputChunk[];
  /** The toolchain's Go version, once known. */
  goVersion: string | null;
}

export interface SessionMessages {
  infoFailed: string;
  offlineNotReady: string;
  prepareFailed: (message: string) => string;
}

/** Prepared once per page: after that a run goes straight to compiling. */
let preparedInPage = false;

export function resetPreparedForTests(): void {
  preparedInPage = false;
}

export class RunnerSession {
  private snapshot: Snapshot = { stage: { kind: 'idle' }, output: [], goVersion: null };
  private readonly listeners = new Set<() => void>();
  private abort: AbortController | null = null;
  /** What waits for the toolchain: a run, or gofmt («Форматировать» needs the download too). */
  private pending: (() => Promise<void>) | null = null;

  constructor(
    private readonly client: RunnerClient,
    private readonly messages: SessionMessages,
    private readonly online: () => boolean = () => true,
  ) {}

  getSnapshot = (): Snapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get busy(): boolean {
    const k = this.snapshot.stage.kind;
    return k === 'preparing' || k === 'running';
  }

  /** «Запустить»: asks first when the toolchain is not in the browser yet, then prepares and runs. */
  start(source: string, options: RunOptions = {}): Promise<void> {
    return this.withToolchain(() => this.runNow(source, options));
  }

  /**
   * Runs `action` once the toolchain is ready: at once when it was prepared in this page, after the
   * consent when it is not downloaded yet. Nothing is downloaded before the learner agrees.
   */
  async withToolchain(action: () => Promise<void>): Promise<void> {
    if (this.busy || this.snapshot.stage.kind === 'consent') return;
    this.pending = action;
    if (!preparedInPage) {
      let info: ToolchainInfo;
      try {
        info = await this.client.toolchainInfo();
      } catch {
        this.set({ stage: { kind: 'error', message: this.online() ? this.messages.infoFailed : this.messages.offlineNotReady } });
        return;
      }
      this.set({ goVersion: info.goVersion });
      if (!info.cached) {
        if (!this.online()) return this.set({ stage: { kind: 'error', message: this.messages.offlineNotReady } });
        return this.set({ stage: { kind: 'consent', info } });
      }
    }
    await this.prepareThenPending();
  }

  /** The learner agreed to the download. */
  async confirm(): Promise<void> {
    if (this.snapshot.stage.kind !== 'consent') return;
    await this.prepareThenPending();
  }

  /** «Не сейчас», «Отменить» or «Остановить»: whatever is under way stops; a declined consent asks again next time. */
  cancel(): void {
    if (this.snapshot.stage.kind === 'consent') return this.set({ stage: { kind: 'idle' } });
    this.abort?.abort();
  }

  /** Forgets a finished run's output (the source changed back to the original, say). */
  clear(): void {
    if (!this.busy) this.set({ stage: { kind: 'idle' }, output: [] });
  }

  private async prepareThenPending(): Promise<void> {
    const action = this.pending;
    this.pending = null;
    if (!action) return;
    if (!preparedInPage) {
      const abort = new AbortController();
      this.abort = abort;
      this.set({ stage: { kind: 'preparing', phase: 'download', loaded: 0, total: 0 } });
      try {
        await this.client.prepare((p) => this.set({ stage: { kind: 'preparing', ...p } }), abort.signal);
      } catch (error) {
        if (abort.signal.aborted) return this.set({ stage: { kind: 'idle' } });
        const message = error instanceof Error ? error.message : String(error);
        return this.set({ stage: { kind: 'error', message: this.online() ? this.messages.prepareFailed(message) : this.messages.offlineNotReady } });
      } finally {
        if (this.abort === abort) this.abort = null;
      }
      preparedInPage = true;
      this.set({ stage: { kind: 'idle' } });
    }
    await action();
  }

  private async runNow(source: string, options: RunOptions): Promise<void> {
    const abort = new AbortController();
    this.abort = abort;
    this.set({ stage: { kind: 'running', phase: 'compile' }, output: [] });
    let result: RunResult;
    try {
      result = await this.client.run(
        source,
        {
          stdout: (text) => this.append('stdout', text),
          stderr: (text) => this.append('stderr', text),
          phase: (phase) => this.set({ stage: { kind: 'running', phase } }),
        },
        abort.signal,
        options,
      );
    } catch (error) {
      result = abort.signal.aborted ? { kind: 'stopped' } : { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
    } finally {
      if (this.abort === abort) this.abort = null;
    }
    this.set({ stage: { kind: 'done', result } });
  }

  private append(stream: OutputChunk['stream'], text: string): void {
    if (text === '') return;
    const output = this.snapshot.output.slice();
    const last = output.at(-1);
    if (last?.stream === stream) output[output.length - 1] = { stream, text: last.text + text };
    else output.push({ stream, text });
    this.set({ output });
  }

  private set(patch: Partial<Snapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }
}

/** The lines a compile error marks (1-based, each once, in order). */
export function errorLines(result: RunResult | null, formatDiagnostics: Diagnostic[] = []): number[] {
  const diagnostics = result?.kind === 'compile-error' ? result.diagnostics : formatDiagnostics;
  return [...new Set(diagnostics.map((d) => d.line).filter((l) => l > 0))].sort((a, b) => a - b);
}
