/// <reference lib="webworker" />
/**
 * Runs the retry-storm simulation off the main thread (kit/workerSim.ts: ids, progress, a small
 * cache keyed by the state). One state, or A and B in compare mode; each view says how long it took.
 */
import type { RetryStormState } from '../../engine/retry-storm/index.ts';
import { serveSimulation } from '../kit/workerSim.ts';
import { computeView, type SimView } from './compute.ts';

serveSimulation((states: readonly RetryStormState[], progress): SimView[] =>
  states.map((state, index) => {
    const started = performance.now();
    const view = computeView(state, (done, total) => progress(index * total + done, states.length * total));
    view.computeMs = Math.round((performance.now() - started) * 10) / 10;
    return view;
  }),
);
