/// <reference lib="webworker" />
/**
 * Runs the overload simulation off the main thread (up to a second at the work bound), so the
 * controls never wait for it (kit/workerSim.ts: ids, a small cache keyed by the state). A long run
 * first sends its preview (previewState: the same link over the start of its horizon), drawn
 * on the whole run's time axis: its first chart comes sooner, its exact figures a little later.
 */
import { normalizeState, type OverloadState } from '../../engine/overload/index.ts';
import { serveSimulation } from '../kit/workerSim.ts';
import { computeOverload, eventMarks, previewState, type OverloadView } from './compute.ts';

function timed(state: OverloadState): OverloadView {
  const started = performance.now();
  const view = computeOverload(state);
  view.computeMs = Math.round((performance.now() - started) * 10) / 10;
  return view;
}

serveSimulation((state: OverloadState, _progress, report): OverloadView => {
  const preview = previewState(state);
  if (preview) {
    const { state: whole, notices } = normalizeState(state);
    // The notices and the marks are the link's own (a trigger after the preview's horizon is off in it).
    report.partial({ ...timed(preview), axisS: whole.horizonS, notices, ...eventMarks(whole) });
  }
  return timed(state);
});
