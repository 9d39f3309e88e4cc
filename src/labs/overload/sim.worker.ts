/// <reference lib="webworker" />
/**
 * Runs the overload simulation off the main thread (up to a second at the work bound), so the
 * controls never wait for it (kit/workerSim.ts: ids, a small cache keyed by the state).
 */
import type { OverloadState } from '../../engine/overload/index.ts';
import { serveSimulation } from '../kit/workerSim.ts';
import { computeOverload, type OverloadView } from './compute.ts';

serveSimulation((state: OverloadState): OverloadView => {
  const started = performance.now();
  const view = computeOverload(state);
  view.computeMs = Math.round((performance.now() - started) * 10) / 10;
  return view;
});
