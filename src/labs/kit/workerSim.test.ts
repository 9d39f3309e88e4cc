import { afterEach, describe, expect, it } from 'vitest';
import type { Steps } from '../../lib/steps.ts';
import { type SimReply, type SimReporter, type WarmUp, serveSimulation, serveSteppedSimulation } from './workerSim.ts';

type Scope = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (msg: unknown) => void };
const scope = globalThis as unknown as Scope;
const original = { onmessage: scope.onmessage, postMessage: scope.postMessage };

afterEach(() => {
  scope.onmessage = original.onmessage;
  scope.postMessage = original.postMessage;
});

function serve<S, R>(compute: (s: S, progress: (done: number, total: number) => void) => R, cacheSize?: number) {
  const replies: SimReply<R>[] = [];
  scope.postMessage = (msg) => replies.push(msg as SimReply<R>);
  serveSimulation(compute, cacheSize);
  const ask = (id: number, state: S) => scope.onmessage!({ data: { id, state } });
  return { replies, ask };
}

describe('serveSimulation (the worker side of a lab)', () => {
  it('answers each request with its own id and the result of its state', () => {
    const { replies, ask } = serve((s: { n: number }) => s.n * 2);
    ask(1, { n: 3 });
    ask(2, { n: 5 });
    expect(replies).toEqual([
      { id: 1, result: 6 },
      { id: 2, result: 10 },
    ]);
  });

  it('computes a state seen recently only once, and forgets the least recently used', () => {
    const calls: number[] = [];
    const { replies, ask } = serve((s: { n: number }) => (calls.push(s.n), s.n), 2);
    ask(1, { n: 1 });
    ask(2, { n: 2 });
    ask(3, { n: 1 }); // cached; now the most recent
    ask(4, { n: 3 }); // evicts n=2
    ask(5, { n: 1 }); // still cached
    ask(6, { n: 2 }); // computed again
    expect(calls).toEqual([1, 2, 3, 2]);
    expect(replies.map((r) => ('result' in r ? r.result : null))).toEqual([1, 2, 1, 3, 1, 2]);
  });

  it('turns an exception into an error reply, and keeps serving', () => {
    const { replies, ask } = serve((s: { n: number }) => {
      if (s.n < 0) throw new Error('negative');
      return s.n;
    });
    ask(1, { n: -1 });
    ask(2, { n: 4 });
    expect(replies).toEqual([
      { id: 1, error: 'negative' },
      { id: 2, result: 4 },
    ]);
  });

  it('reports progress before the result, at most once per PROGRESS_EVERY_MS, and never 100 % (the result says that)', () => {
    const { replies, ask } = serve((s: { n: number }, progress) => {
      progress(1, 4);
      progress(2, 4); // within PROGRESS_EVERY_MS of the first: dropped
      progress(4, 4); // done: the result follows at once
      return s.n;
    });
    ask(1, { n: 7 });
    expect(replies).toEqual([
      { id: 1, progress: 0.25 },
      { id: 1, result: 7 },
    ]);
  });
});

/** A stepped computation that works `ms` of real time in pauses of 1 ms (the worker slices at 8 ms). */
function* busyFor(ms: number, value: number, log: string[]): Steps<number> {
  const from = performance.now();
  log.push(`start ${value}`);
  while (performance.now() - from < ms) {
    const step = performance.now();
    while (performance.now() - step < 1);
    yield;
  }
  log.push(`end ${value}`);
  return value;
}

describe('serveSteppedSimulation (a worker whose engine runs in steps)', () => {
  function serveStepped<S, R>(compute: (s: S, report: SimReporter<R>) => Steps<R>, warmUp?: WarmUp<S>) {
    const replies: SimReply<R>[] = [];
    scope.postMessage = (msg) => replies.push(msg as SimReply<R>);
    // Node runs a port's messages to itself before its timers (a browser's worker lets them take turns):
    // the pause here is a timer, so that a request can come between the slices.
    serveSteppedSimulation(compute, { pause: () => new Promise((done) => setTimeout(done, 0)), warmUp });
    const ask = (id: number, state: S) => scope.onmessage!({ data: { id, state } });
    return { replies, ask };
  }

  it('drops a run when a newer request comes, and answers the newer one', async () => {
    const log: string[] = [];
    const { replies, ask } = serveStepped((s: { n: number }) => busyFor(60, s.n, log));
    ask(1, { n: 1 });
    // The second request arrives while the first is running (between its slices).
    await new Promise((done) => setTimeout(done, 20));
    ask(2, { n: 2 });
    await expect.poll(() => replies.length, { timeout: 2000 }).toBe(1);
    expect(replies).toEqual([{ id: 2, result: 2 }]);
    expect(log).toEqual(['start 1', 'start 2', 'end 2']);
  });

  it('answers each request in turn when none overtakes another, a repeated state from the cache', async () => {
    const log: string[] = [];
    const { replies, ask } = serveStepped((s: { n: number }, report: SimReporter<number>) => {
      report.partial(-s.n);
      return busyFor(10, s.n, log);
    });
    ask(1, { n: 1 });
    await expect.poll(() => replies.length, { timeout: 2000 }).toBe(2);
    ask(2, { n: 1 });
    ask(3, { n: 3 });
    await expect.poll(() => replies.length, { timeout: 2000 }).toBe(5);
    expect(replies).toEqual([
      { id: 1, partial: -1 },
      { id: 1, result: 1 },
      { id: 2, result: 1 },
      { id: 3, partial: -3 },
      { id: 3, result: 3 },
    ]);
  });

  it('warms up when idle after an answer, unanswered; a request drops the warm-up, which runs again after its answer', async () => {
    const log: string[] = [];
    const warmUp: WarmUp<{ n: number }> = { stateAfter: (s) => (s.n === 100 ? null : { n: 100 }), afterMs: 30 };
    const { replies, ask } = serveStepped((s: { n: number }) => busyFor(s.n === 100 ? 80 : 5, s.n, log), warmUp);
    ask(1, { n: 1 });
    await expect.poll(() => log.includes('start 100'), { timeout: 2000 }).toBe(true);
    // A request while the warm-up runs: it is answered, and the warm-up ends unfinished.
    ask(2, { n: 2 });
    await expect.poll(() => replies.length, { timeout: 2000 }).toBe(2);
    expect(replies).toEqual([
      { id: 1, result: 1 },
      { id: 2, result: 2 },
    ]);
    expect(log.slice(0, 4)).toEqual(['start 1', 'end 1', 'start 100', 'start 2']);
    // Idle again: the warm-up runs to its end this time, and never again.
    await expect.poll(() => log.filter((l) => l === 'end 100').length, { timeout: 2000 }).toBe(1);
    ask(3, { n: 3 });
    await expect.poll(() => replies.length, { timeout: 2000 }).toBe(3);
    await new Promise((done) => setTimeout(done, 150));
    expect(log.filter((l) => l === 'start 100')).toHaveLength(2);
    expect(replies).toHaveLength(3);
  });

  it('does not warm up a kind of run that has been asked for', async () => {
    const log: string[] = [];
    const warmUp: WarmUp<{ n: number }> = { stateAfter: (s) => (s.n === 100 ? null : { n: 100 }), afterMs: 10 };
    const { replies, ask } = serveStepped((s: { n: number }) => busyFor(5, s.n, log), warmUp);
    ask(1, { n: 100 });
    await expect.poll(() => replies.length, { timeout: 2000 }).toBe(1);
    ask(2, { n: 2 });
    await expect.poll(() => replies.length, { timeout: 2000 }).toBe(2);
    await new Promise((done) => setTimeout(done, 100));
    expect(log).toEqual(['start 100', 'end 100', 'start 2', 'end 2']);
  });

  it('turns an exception into an error reply', async () => {
    const { replies, ask } = serveStepped(function* (s: { n: number }): Steps<number> {
      yield;
      if (s.n < 0) throw new Error('negative');
      return s.n;
    });
    ask(1, { n: -1 });
    await expect.poll(() => replies.length).toBe(1);
    expect(replies).toEqual([{ id: 1, error: 'negative' }]);
  });
});
