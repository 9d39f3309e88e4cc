/**
 * Runs the simulation for the given states in a Web Worker and returns the latest results. While
 * a slider moves, runs follow each other as fast as the worker finishes them: a new state goes out
 * at once when the worker is idle; one that arrives while it computes waits for that run (only the
 * newest waiting state is kept), so the last state is on screen one run after the last input. A
 * run that is still going after LONG_RUN_MS when a newer state is due (a long contention sweep) is
 * cut short by terminating the worker. Replies carry the request id; stale ones are dropped. A view
 * equal to one already shown (same scenario and link) keeps its identity, so its charts do not redraw.
 */
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { stateToQuery, type RetryStormState } from '../../engine/retry-storm/index.ts';
import type { SimView } from './compute.ts';
import type { RunRequest, WorkerReply } from './protocol.ts';

export interface Simulation {
  /** Results of the latest finished run (they stay on screen while a newer run computes). */
  views: SimView[] | null;
  /** True while the shown results do not match the current states yet. */
  pending: boolean;
  /** 0…1 when the running computation reports progress (the contention sweep does). */
  progress: number | null;
  error: string | null;
}

export function simulationKey(states: readonly RetryStormState[]): string {
  return states.map((s) => `${s.scenario}|${stateToQuery(s)}`).join('||');
}

/** A run going longer than this is cut short by a newer state instead of finishing first. */
const LONG_RUN_MS = 250;

type Current = { id: number; key: string; busy: boolean; startedAt: number };

export function useSimulation(states: readonly RetryStormState[]): Simulation {
  const key = useMemo(() => simulationKey(states), [states]);
  const latest = useRef({ key, states });
  const worker = useRef<Worker | null>(null);
  const current = useRef<Current>({ id: 0, key: '', busy: false, startedAt: 0 });
  const waiting = useRef(false);
  const longRunTimer = useRef<number | undefined>(undefined);
  const [result, setResult] = useState<{ key: string; views: SimView[] } | null>(null);
  const [progress, setProgress] = useState<{ key: string; value: number } | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    latest.current = { key, states };
  });

  const send = useRef<() => void>(() => {});
  useEffect(() => {
    send.current = () => {
      waiting.current = false;
      window.clearTimeout(longRunTimer.current);
      const id = current.current.id + 1;
      const { key, states } = latest.current;
      current.current = { id, key, busy: true, startedAt: performance.now() };
      let w = worker.current;
      if (!w) {
        w = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
        w.onmessage = (event: MessageEvent<WorkerReply>) => {
          const msg = event.data;
          const now = current.current;
          if (msg.id !== now.id) return;
          if (msg.type === 'progress') {
            setProgress({ key: now.key, value: msg.total > 0 ? msg.done / msg.total : 0 });
            return;
          }
          current.current = { ...now, busy: false };
          if (msg.type === 'result') {
            // Charts redraw in a transition: React interrupts it for the next key press or slider step.
            startTransition(() => {
              setResult((old) => ({ key: now.key, views: msg.views.map((v) => old?.views.find((o) => o.scenario === v.scenario && o.query === v.query) ?? v) }));
              setError(null);
            });
          } else {
            setError({ key: now.key, message: msg.message });
          }
          if (waiting.current) send.current();
        };
        w.onerror = (event) => {
          const now = current.current;
          current.current = { ...now, busy: false };
          setError({ key: now.key, message: event.message || 'worker error' });
          if (waiting.current) send.current();
        };
        worker.current = w;
      }
      const request: RunRequest = { id, states: [...states] };
      w.postMessage(request);
    };
  });

  useEffect(
    () => () => {
      window.clearTimeout(longRunTimer.current);
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    const run = current.current;
    if (!run.busy) {
      send.current();
      return;
    }
    if (run.key === key) return;
    waiting.current = true;
    // A long run (the contention sweep) is not worth finishing for a state nobody looks at any more.
    window.clearTimeout(longRunTimer.current);
    const cut = () => {
      if (!current.current.busy || !waiting.current) return;
      worker.current?.terminate();
      worker.current = null;
      current.current = { ...current.current, busy: false };
      send.current();
    };
    const left = LONG_RUN_MS - (performance.now() - run.startedAt);
    if (left <= 0) cut();
    else longRunTimer.current = window.setTimeout(cut, left);
  }, [key]);

  const pending = result?.key !== key && error?.key !== key;
  return {
    views: result?.views ?? null,
    pending,
    progress: pending && progress?.key === key ? progress.value : null,
    error: error?.key === key ? error.message : null,
  };
}
