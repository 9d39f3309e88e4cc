import { beforeEach, describe, expect, it } from 'vitest';
import type { RunResult, ToolchainInfo } from '../client.ts';
import { type RunnerClient, RunnerSession, errorLines, resetPreparedForTests } from './session.ts';

const messages = { infoFailed: 'info', offlineNotReady: 'offline', prepareFailed: (m: string) => `prepare: ${m}` };
const exited: RunResult = { kind: 'exited', exitCode: 0, truncated: false, ms: { compile: 1, link: 1, run: 1 } };

/** A client whose every call is recorded; `cached` and the run's behaviour are set per test. */
function fake(opts: { cached?: boolean; prepareFails?: boolean; runs?: (on: Parameters<RunnerClient['run']>[1], signal?: AbortSignal) => Promise<RunResult> } = {}) {
  const calls: string[] = [];
  const client: RunnerClient = {
    toolchainInfo: async (): Promise<ToolchainInfo> => (calls.push('info'), { goVersion: 'go1.27.3', downloadBytes: 14_000_000, cached: opts.cached ?? false }),
    prepare: async (onProgress) => {
      calls.push('prepare');
      onProgress({ phase: 'download', loaded: 5, total: 10 });
      if (opts.prepareFails) throw new Error('нет сети');
    },
    run: async (source, on, signal) => {
      calls.push(`run:${source}`);
      if (opts.runs) return opts.runs(on, signal);
      on.phase?.('run');
      on.stdout('a');
      on.stdout('b');
      on.stderr('c');
      return exited;
    },
  };
  return { client, calls };
}

beforeEach(resetPreparedForTests);

describe('RunnerSession', () => {
  it('asks before the first download, then prepares and runs; the next run goes straight', async () => {
    const { client, calls } = fake();
    const session = new RunnerSession(client, messages);
    await session.start('src1');
    expect(session.getSnapshot().stage).toMatchObject({ kind: 'consent', info: { downloadBytes: 14_000_000 } });
    expect(calls).toEqual(['info']);
    await session.confirm();
    expect(calls).toEqual(['info', 'prepare', 'run:src1']);
    expect(session.getSnapshot().stage).toEqual({ kind: 'done', result: exited });
    expect(session.getSnapshot().output).toEqual([
      { stream: 'stdout', text: 'ab' },
      { stream: 'stderr', text: 'c' },
    ]);
    await session.start('src2');
    expect(calls.slice(3)).toEqual(['run:src2']);
  });

  it('asks nothing when the toolchain is cached, and a declined consent downloads nothing', async () => {
    const cached = fake({ cached: true });
    await new RunnerSession(cached.client, messages).start('x');
    expect(cached.calls).toEqual(['info', 'prepare', 'run:x']);
    resetPreparedForTests();
    const declined = fake();
    const session = new RunnerSession(declined.client, messages);
    await session.start('x');
    session.cancel();
    expect(session.getSnapshot().stage).toEqual({ kind: 'idle' });
    expect(declined.calls).toEqual(['info']);
  });

  it('says why a download failed, and offline before the download says so without asking', async () => {
    const failing = new RunnerSession(fake({ prepareFails: true }).client, messages);
    await failing.start('x');
    await failing.confirm();
    expect(failing.getSnapshot().stage).toEqual({ kind: 'error', message: 'prepare: нет сети' });
    const offline = new RunnerSession(fake().client, messages, () => false);
    await offline.start('x');
    expect(offline.getSnapshot().stage).toEqual({ kind: 'error', message: 'offline' });
  });

  it('gofmt waits for the consent too: nothing runs before the learner agrees', async () => {
    const { client, calls } = fake();
    const session = new RunnerSession(client, messages);
    let formatted = 0;
    await session.withToolchain(async () => void formatted++);
    expect(session.getSnapshot().stage.kind).toBe('consent');
    expect(formatted).toBe(0);
    await session.confirm();
    expect(formatted).toBe(1);
    expect(calls).toEqual(['info', 'prepare']);
  });

  it('«Остановить» aborts the run the client is doing', async () => {
    const { client } = fake({
      cached: true,
      runs: (_on, signal) => new Promise((resolve) => signal!.addEventListener('abort', () => resolve({ kind: 'stopped' }))),
    });
    const session = new RunnerSession(client, messages);
    const started = session.start('for {}');
    await new Promise((r) => setTimeout(r, 0));
    expect(session.busy).toBe(true);
    session.cancel();
    await started;
    expect(session.getSnapshot().stage).toEqual({ kind: 'done', result: { kind: 'stopped' } });
  });

  it('marks each compile-error line once, in order', () => {
    const r: RunResult = {
      kind: 'compile-error',
      text: '',
      diagnostics: [
        { line: 7, col: 2, message: 'a' },
        { line: 3, col: 1, message: 'b' },
        { line: 7, col: 9, message: 'c' },
      ],
    };
    expect(errorLines(r)).toEqual([3, 7]);
    expect(errorLines(exited)).toEqual([]);
  });
});
