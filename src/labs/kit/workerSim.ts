/**
 * A lab's simulation in a Web Worker, so that a slider never waits for it: the page keeps the
 * controls and the charts, the worker runs the engine. One protocol for every lab: the page posts
 * `{ id, state }`, the worker answers `{ id, result }` (or `{ id, error }`), and a long run may send
 * `{ id, progress }` (0…1) and `{ id, partial }` (a first, coarser result: the exact one follows) first;
 * replies to an older id are dropped.
 *
 * Scheduling (useWorkerSim): a new state goes out at once when the worker is idle; one that arrives
 * while it computes waits for that run, and only the newest waiting state is kept, so the last
 * state is on screen one run after the last input. A run still going LONG_RUN_MS (2 s) after a newer
 * state is due is cut short by terminating the worker (a fresh one takes the newest state).
 * A lab whose engine runs in steps (serveSteppedSimulation, WorkerSimOptions.supersedes) needs none of
 * this: each new state goes out at once, and the worker drops the older run at its next pause. Only
 * such a lab sends previews: a preview is worth showing only if a newer state can overtake the run.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Steps } from '../../lib/steps.ts';

export type SimRequest<S> = { id: number; state: S };
export type SimReply<R> = { id: number; result: R } | { id: number; error: string } | { id: number; progress: number } | { id: number; partial: R };

/** What a stepped computation may report before its result: progress, and coarser results to show meanwhile. */
export interface SimReporter<R> {
  progress: (done: number, total: number) => void;
  /** Sent at once (not cached): the page shows it, marked as preliminary, until the result arrives. */
  partial: (result: R) => void;
}

/**
 * A run reports its progress at most this often. Each report is a message, and a change on screen
 * that costs the page a frame: while a result renders in slices, every frame between two slices
 * delays it (under 4× CPU a frame of the lab page is 25–60 ms). Four a second still reads as moving.
 */
export const PROGRESS_EVERY_MS = 250;

type WorkerScope<S, R> = { onmessage: ((e: MessageEvent<SimRequest<S>>) => void) | null; postMessage: (msg: SimReply<R>) => void };

/** The last few results by state (most recently used last). */
export function resultCache<R>(size: number) {
  const cache = new Map<string, R>();
  return {
    get(key: string): R | undefined {
      const result = cache.get(key);
      if (result !== undefined) {
        cache.delete(key);
        cache.set(key, result);
      }
      return result;
    },
    put(key: string, result: R): void {
      cache.set(key, result);
      while (cache.size > size) cache.delete(cache.keys().next().value as string);
    },
  };
}

/** The reporter of request `id`: progress at most every PROGRESS_EVERY_MS, partial results at once. */
function reporterOf<S, R>(scope: WorkerScope<S, R>, id: number): SimReporter<R> {
  // Not 0: a worker's clock starts with it, and its first run's first report came before 250 ms and was dropped.
  let lastReport = -Infinity;
  const progress = (done: number, total: number) => {
    const now = performance.now();
    if (now - lastReport < PROGRESS_EVERY_MS || !(total > 0) || done >= total) return;
    lastReport = now;
    scope.postMessage({ id, progress: done / total });
  };
  return { progress, partial: (partial) => scope.postMessage({ id, partial }) };
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Worker side: answers every request with `compute(state, progress)`; the last few results are
 * cached by state. `progress(done, total)` may be called as often as the engine likes.
 */
export function serveSimulation<S, R>(compute: (state: S, progress: SimReporter<R>['progress']) => R, cacheSize = 8): void {
  const scope = globalThis as unknown as WorkerScope<S, R>;
  const cache = resultCache<R>(cacheSize);
  scope.onmessage = (event) => {
    const { id, state } = event.data;
    try {
      const key = JSON.stringify(state);
      let result = cache.get(key);
      if (result === undefined) {
        result = compute(state, reporterOf(scope, id).progress);
        cache.put(key, result);
      }
      scope.postMessage({ id, result });
    } catch (e) {
      scope.postMessage({ id, error: errorText(e) });
    }
  };
}

/** A stepped run works this long before the worker looks at its messages. */
const SLICE_MS = 8;

/**
 * Lets the worker take the messages that came meanwhile, then goes on: a message to itself (a timer
 * would wait 4 ms once nested; in a browser, a port's messages and the page's take turns).
 */
function messagePause(): () => Promise<void> {
  const channel = new MessageChannel();
  const waiting: (() => void)[] = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  return () =>
    new Promise<void>((resume) => {
      waiting.push(resume);
      channel.port2.postMessage(null);
    });
}

/**
 * Worker side, for a computation written as steps (lib/steps.ts): it runs in slices of SLICE_MS, and
 * between them the worker takes its messages. A run for a request older than the newest one is
 * dropped at its next pause, unanswered: nobody waits for it (the page posts each new state at once,
 * useWorkerSim's `supersedes`). The last few results are cached by state.
 */
export function serveSteppedSimulation<S, R>(
  compute: (state: S, report: SimReporter<R>) => Steps<R>,
  { cacheSize = 8, pause = messagePause(), warmUp }: { cacheSize?: number; pause?: () => Promise<void>; warmUp?: WarmUp<S> } = {},
): void {
  const scope = globalThis as unknown as WorkerScope<S, R>;
  const cache = resultCache<R>(cacheSize);
  let newest = -Infinity;
  let warmUpDue = warmUp !== undefined;
  /** Runs `steps` in slices while `id` is the newest request; null when a newer one dropped it. */
  const slices = async <T>(id: number, steps: Steps<T>): Promise<IteratorReturnResult<T> | null> => {
    let sliceFrom = performance.now();
    for (;;) {
      const step = steps.next();
      if (step.done) return step;
      if (performance.now() - sliceFrom < SLICE_MS) continue;
      await pause();
      if (id !== newest) return null;
      sliceFrom = performance.now();
    }
  };
  let warmUpTimer: ReturnType<typeof setTimeout> | undefined;
  /** After each answer until a warm-up has run to its end: armed again, since a request drops it. */
  const armWarmUp = (after: number, answered: S) => {
    if (!warmUp || !warmUpDue) return;
    const state = warmUp.stateAfter(answered);
    if (state === null) {
      warmUpDue = false;
      return;
    }
    clearTimeout(warmUpTimer);
    warmUpTimer = setTimeout(() => {
      // Nothing asked since the answer: the worker is idle.
      if (newest !== after) return;
      const silent: SimReporter<R> = { progress: () => {}, partial: () => {} };
      slices(after, compute(state, silent)).then(
        (done) => {
          if (done) warmUpDue = false;
        },
        () => {
          warmUpDue = false;
        },
      );
    }, warmUp.afterMs);
  };
  const run = async (id: number, state: S): Promise<void> => {
    try {
      const key = JSON.stringify(state);
      let result = cache.get(key);
      if (result === undefined) {
        const done = await slices(id, compute(state, reporterOf(scope, id)));
        if (!done) return;
        result = done.value;
        cache.put(key, result);
      }
      scope.postMessage({ id, result });
      armWarmUp(id, state);
    } catch (e) {
      scope.postMessage({ id, error: errorText(e) });
    }
  };
  scope.onmessage = (event) => {
    const { id, state } = event.data;
    newest = id;
    void run(id, state);
  };
}

/**
 * A state the worker computes once, unasked and unanswered, when it has been idle `afterMs` after an
 * answer (again after the next answer if a request dropped it): the engine's code for another kind of
 * run is then compiled before a learner asks for it. It runs in the same slices as a request, and the
 * first request drops it.
 */
export interface WarmUp<S> {
  /** What to warm up, given the state just answered (null: nothing any more, e.g. that kind has run). */
  stateAfter: (answered: S) => S | null;
  afterMs: number;
}

/** A result with the state it was computed for (the figures label themselves from that state). */
export interface SimRun<S, R> {
  state: S;
  result: R;
  /** A preliminary result of the state (SimReporter.partial): the exact one is still computing. */
  partial?: boolean;
}

/**
 * The progress of the run in flight, read without rendering the page. A progress message comes every
 * PROGRESS_EVERY_MS; as a React update it would interrupt the transition that renders a result or a preview,
 * and an interrupted render starts again from the top (react-dom 19.3.1: a render whose lanes changed is
 * prepared afresh; a setState skips its render only while the component has no update queued): under 4× CPU a long sweep's first preview
 * waited for its charts for as long as progress kept coming. The status line subscribes and writes
 * the figure into its own elements.
 */
export interface ProgressFeed {
  /** The latest value (0…1) of the run in flight. */
  value(): number;
  subscribe(listener: (value: number) => void): () => void;
}

function progressFeed(): ProgressFeed & { set(value: number): void } {
  let current = 0;
  const listeners = new Set<(value: number) => void>();
  return {
    value: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      current = value;
      for (const listener of listeners) listener(value);
    },
  };
}

export interface WorkerSim<S, R> {
  /** The latest finished run; it stays on screen while a newer one computes. Null before the first. */
  run: SimRun<S, R> | null;
  /** True while the shown run is not the exact result of the current state yet. */
  pending: boolean;
  /** The shown run is a preview of the current state (SimReporter.partial); its exact result follows. */
  partial: boolean;
  /**
   * While the current state's run reports progress: its first value (0…1), else null. It changes once
   * per run; the values after it come through `progressFeed`.
   */
  progress: number | null;
  progressFeed: ProgressFeed;
  error: string | null;
}

export interface WorkerSimOptions<R> {
  /**
   * Given the result shown and the one just arrived, what to show: a lab returns parts of the old
   * result where they are equal, so their charts keep their props and do not redraw.
   */
  keep?: (shown: R | undefined, next: R) => R;
  /**
   * The worker drops a run left behind by itself (serveSteppedSimulation): each new state is posted
   * at once, and its answer comes one slice after it, not after the run before it.
   */
  supersedes?: boolean;
}

/**
 * A run going longer than this is cut short by a newer state instead of finishing first. Well above
 * a lab's longest run (≈ 0.6 s): a cut costs a fresh worker (its module loads again, its cache is
 * gone), and with a short limit a busy machine cut every run of a drag and showed nothing until the end.
 */
const LONG_RUN_MS = 2000;

type InFlight = { id: number; key: string; state: unknown; startedAt: number } | null;

/**
 * Page side: the result of `state` computed by the worker that `spawn` starts. `spawn` must call
 * `new Worker(new URL('./x.worker.ts', import.meta.url), { type: 'module' })` in the lab's own file
 * (the bundler finds workers by that literal form).
 */
export function useWorkerSim<S, R>(state: S, spawn: () => Worker, options: WorkerSimOptions<R> = {}): WorkerSim<S, R> {
  const key = JSON.stringify(state);
  const keepRef = useRef(options.keep);
  const supersedes = options.supersedes ?? false;
  const latest = useRef({ key, state });
  const worker = useRef<Worker | null>(null);
  const inFlight = useRef<InFlight>(null);
  const nextId = useRef(0);
  const cutTimer = useRef<number | undefined>(undefined);
  const spawnRef = useRef(spawn);
  const [run, setRun] = useState<(SimRun<S, R> & { key: string }) | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);
  const [progress, setProgress] = useState<{ key: string; value: number } | null>(null);
  const [feed] = useState(progressFeed);
  const progressKey = useRef<string | null>(null);

  useEffect(() => {
    latest.current = { key, state };
    spawnRef.current = spawn;
    keepRef.current = options.keep;
  });

  const send = useRef<() => void>(() => {});
  /** Ends the run in flight if it is for a state left behind, and sends the newest state to a fresh worker. */
  const cutStale = useRef(() => {
    const still = inFlight.current;
    if (!still || still.key === latest.current.key) return;
    window.clearTimeout(cutTimer.current);
    worker.current?.terminate();
    worker.current = null;
    inFlight.current = null;
    send.current();
  });
  useEffect(() => {
    send.current = () => {
      window.clearTimeout(cutTimer.current);
      const { key, state } = latest.current;
      const id = ++nextId.current;
      inFlight.current = { id, key, state, startedAt: performance.now() };
      let w = worker.current;
      if (!w) {
        w = spawnRef.current();
        w.onmessage = (event: MessageEvent<SimReply<R>>) => {
          const msg = event.data;
          const now = inFlight.current;
          if (!now || msg.id !== now.id) return;
          if ('progress' in msg) {
            feed.set(msg.progress);
            // A render only when a run starts reporting (the status line shows a bar from then on). Not
            // even a setState that would change nothing: queued behind a transition's update, it is a render too.
            if (progressKey.current !== now.key) {
              progressKey.current = now.key;
              setProgress({ key: now.key, value: msg.progress });
            }
            return;
          }
          const keep = keepRef.current;
          // The figures redraw in a transition: React interrupts it for the next slider step.
          const show = (result: R, partial: boolean) =>
            startTransition(() => setRun((old) => ({ key: now.key, state: now.state as S, result: keep ? keep(old?.result, result) : result, partial })));
          if ('partial' in msg) {
            show(msg.partial, true);
            return;
          }
          inFlight.current = null;
          if ('result' in msg) {
            show(msg.result, false);
            startTransition(() => setError(null));
          } else {
            setError({ key: now.key, message: msg.error });
          }
          if (latest.current.key !== now.key) send.current();
        };
        w.onerror = (event) => {
          event.preventDefault();
          const now = inFlight.current;
          inFlight.current = null;
          worker.current?.terminate();
          worker.current = null;
          if (now) setError({ key: now.key, message: event.message || 'worker error' });
          if (now && latest.current.key !== now.key) send.current();
        };
        worker.current = w;
      }
      const request: SimRequest<S> = { id, state };
      w.postMessage(request);
    };
  });

  useEffect(
    () => () => {
      window.clearTimeout(cutTimer.current);
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    const now = inFlight.current;
    if (!now) {
      send.current();
      return;
    }
    if (now.key === key) return;
    if (supersedes) {
      send.current();
      return;
    }
    // A long run is not worth finishing for a state nobody looks at any more.
    window.clearTimeout(cutTimer.current);
    const left = LONG_RUN_MS - (performance.now() - now.startedAt);
    if (left <= 0) cutStale.current();
    else cutTimer.current = window.setTimeout(() => cutStale.current(), left);
  }, [key, supersedes]);

  const pending = (run?.key !== key || run.partial === true) && error?.key !== key;
  return {
    run,
    pending,
    partial: pending && run?.key === key && run.partial === true,
    progress: pending && progress?.key === key ? progress.value : null,
    progressFeed: feed,
    error: error?.key === key ? error.message : null,
  };
}
