/**
 * Runs the simulation for the given states in a Web Worker, debounced, and returns the latest
 * results. A newer request supersedes an older one: replies carry the request id and stale ones
 * are dropped; a run still in progress when a newer one is due is cut short by terminating the
 * worker (a long contention sweep would otherwise delay the fresh run).
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

export function useSimulation(states: readonly RetryStormState[], debounceMs = 120): Simulation {
  const key = useMemo(() => simulationKey(states), [states]);
  const latest = useRef(states);
  const worker = useRef<Worker | null>(null);
  const current = useRef<{ id: number; key: string; busy: boolean }>({ id: 0, key: '', busy: false });
  const started = useRef(false);
  const [result, setResult] = useState<{ key: string; views: SimView[] } | null>(null);
  const [progress, setProgress] = useState<{ key: string; value: number } | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    latest.current = states;
  });

  useEffect(
    () => () => {
      worker.current?.terminate();
      worker.current = null;
    },
    [],
  );

  useEffect(() => {
    const run = () => {
      const run = current.current;
      if (run.busy && worker.current) {
        worker.current.terminate();
        worker.current = null;
      }
      const id = run.id + 1;
      current.current = { id, key, busy: true };
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
            // Redrawing four charts is the heaviest work on the main thread: a transition lets
            // React interrupt it for the next key press or slider step.
            startTransition(() => {
              setResult({ key: now.key, views: msg.views });
              setError(null);
            });
          } else {
            setError({ key: now.key, message: msg.message });
          }
        };
        w.onerror = (event) => {
          const now = current.current;
          current.current = { ...now, busy: false };
          setError({ key: now.key, message: event.message || 'worker error' });
        };
        worker.current = w;
      }
      const request: RunRequest = { id, states: [...latest.current] };
      w.postMessage(request);
    };
    const delay = started.current ? debounceMs : 0;
    started.current = true;
    const timer = window.setTimeout(run, delay);
    return () => window.clearTimeout(timer);
  }, [key, debounceMs]);

  const pending = result?.key !== key && error?.key !== key;
  return {
    views: result?.views ?? null,
    pending,
    progress: pending && progress?.key === key ? progress.value : null,
    error: error?.key === key ? error.message : null,
  };
}
