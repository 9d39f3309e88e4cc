/**
 * The overload view of a state, computed in a Web Worker, debounced. A newer state supersedes an
 * older one: replies carry the request id and stale ones are dropped; a run still going when a
 * newer one is due is cut short by terminating the worker.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { stateToQuery, type OverloadState } from '../../engine/overload/index.ts';
import type { OverloadView } from './compute.ts';
import type { OverloadReply, OverloadRequest } from './protocol.ts';

export interface OverloadSimulation {
  view: OverloadView | null;
  pending: boolean;
  error: string | null;
}

export function useOverload(state: OverloadState, debounceMs = 120): OverloadSimulation {
  const key = stateToQuery(state);
  const latest = useRef(state);
  const worker = useRef<Worker | null>(null);
  const current = useRef<{ id: number; key: string; busy: boolean }>({ id: 0, key: '', busy: false });
  const started = useRef(false);
  const [result, setResult] = useState<{ key: string; view: OverloadView } | null>(null);
  const [error, setError] = useState<{ key: string; message: string } | null>(null);

  useEffect(() => {
    latest.current = state;
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
      if (current.current.busy && worker.current) {
        worker.current.terminate();
        worker.current = null;
      }
      const id = current.current.id + 1;
      current.current = { id, key, busy: true };
      let w = worker.current;
      if (!w) {
        w = new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });
        w.onmessage = (event: MessageEvent<OverloadReply>) => {
          const msg = event.data;
          const now = current.current;
          if (msg.id !== now.id) return;
          current.current = { ...now, busy: false };
          if (msg.type === 'result') {
            startTransition(() => {
              setResult({ key: now.key, view: msg.view });
              setError(null);
            });
          } else setError({ key: now.key, message: msg.message });
        };
        w.onerror = (event) => {
          const now = current.current;
          current.current = { ...now, busy: false };
          setError({ key: now.key, message: event.message || 'worker error' });
        };
        worker.current = w;
      }
      w.postMessage({ id, state: latest.current } satisfies OverloadRequest);
    };
    const delay = started.current ? debounceMs : 0;
    started.current = true;
    const timer = window.setTimeout(run, delay);
    return () => window.clearTimeout(timer);
  }, [key, debounceMs]);

  const pending = result?.key !== key && error?.key !== key;
  return { view: result?.view ?? null, pending, error: error?.key === key ? error.message : null };
}
