/// <reference lib="webworker" />
/**
 * Runs the retry-storm simulation off the main thread, so sliders never wait for it. Each request
 * carries an id; the page ignores replies to superseded ids and terminates this worker when a long
 * run is superseded. A small cache keyed by the link makes going back to a state instant.
 */
import { stateToQuery } from '../../engine/retry-storm/index.ts';
import { computeView, type SimView } from './compute.ts';
import type { RunRequest, WorkerReply } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const CACHE_SIZE = 8;
const cache = new Map<string, SimView>();

function remember(key: string, view: SimView) {
  cache.delete(key);
  cache.set(key, view);
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

function post(msg: WorkerReply) {
  self.postMessage(msg);
}

self.onmessage = (event: MessageEvent<RunRequest>) => {
  const { id, states } = event.data;
  try {
    const n = states.length;
    let lastPost = 0;
    const views = states.map((state, index) => {
      const key = `${state.scenario}|${stateToQuery(state)}`;
      const hit = cache.get(key);
      if (hit) return hit;
      const started = performance.now();
      const view = computeView(state, (done, total) => {
        const now = performance.now();
        if (now - lastPost < 50 && done < total) return;
        lastPost = now;
        post({ id, type: 'progress', done: index * total + done, total: n * total });
      });
      view.computeMs = Math.round((performance.now() - started) * 10) / 10;
      remember(key, view);
      return view;
    });
    post({ id, type: 'result', views });
  } catch (e) {
    post({ id, type: 'error', message: e instanceof Error ? e.message : String(e) });
  }
};
