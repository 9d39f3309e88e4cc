import { afterEach, describe, expect, it } from 'vitest';
import { type SimReply, type SimReporter, serveSimulation } from './workerSim.ts';

type Scope = { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (msg: unknown) => void };
const scope = globalThis as unknown as Scope;
const original = { onmessage: scope.onmessage, postMessage: scope.postMessage };

afterEach(() => {
  scope.onmessage = original.onmessage;
  scope.postMessage = original.postMessage;
});

function serve<S, R>(compute: (s: S, progress: (done: number, total: number) => void, report: SimReporter<R>) => R, cacheSize?: number) {
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

  it('reports progress before the result, at most once per 50 ms, and never 100 % (the result says that)', () => {
    const { replies, ask } = serve((s: { n: number }, progress) => {
      progress(1, 4);
      progress(2, 4); // within 50 ms of the first: dropped
      progress(4, 4); // done: the result follows at once
      return s.n;
    });
    ask(1, { n: 7 });
    expect(replies).toEqual([
      { id: 1, progress: 0.25 },
      { id: 1, result: 7 },
    ]);
  });

  it('sends a preliminary result before the exact one; a state answered from the cache gets the exact one only', () => {
    const { replies, ask } = serve((s: { n: number }, _progress, report) => {
      report.partial(s.n);
      return s.n * 10;
    });
    ask(1, { n: 2 });
    ask(2, { n: 2 });
    expect(replies).toEqual([
      { id: 1, partial: 2 },
      { id: 1, result: 20 },
      { id: 2, result: 20 },
    ]);
  });
});
