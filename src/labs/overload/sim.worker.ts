/// <reference lib="webworker" />
/**
 * Runs the overload simulation off the main thread (up to a second at the work bound), so the
 * controls never wait for it. A small cache keyed by the link makes going back to a state instant.
 */
import { stateToQuery } from '../../engine/overload/index.ts';
import { computeOverload, type OverloadView } from './compute.ts';
import type { OverloadReply, OverloadRequest } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const CACHE_SIZE = 8;
const cache = new Map<string, OverloadView>();

self.onmessage = (event: MessageEvent<OverloadRequest>) => {
  const { id, state } = event.data;
  try {
    const key = stateToQuery(state);
    let view = cache.get(key);
    if (!view) {
      const started = performance.now();
      view = computeOverload(state);
      view.computeMs = Math.round((performance.now() - started) * 10) / 10;
      cache.set(key, view);
      while (cache.size > CACHE_SIZE) {
        const oldest = cache.keys().next().value;
        if (oldest === undefined) break;
        cache.delete(oldest);
      }
    }
    self.postMessage({ id, type: 'result', view } satisfies OverloadReply);
  } catch (e) {
    self.postMessage({ id, type: 'error', message: e instanceof Error ? e.message : String(e) } satisfies OverloadReply);
  }
};
