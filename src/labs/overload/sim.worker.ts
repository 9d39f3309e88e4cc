/// <reference lib="webworker" />
/**
 * Runs the overload simulation off the main thread (up to a second at the work bound), so the
 * controls never wait for it. The engine runs in steps (kit/workerSim.ts, serveSteppedSimulation):
 * a new state from the page drops the run in progress within a few milliseconds. A long run first
 * sends its preview (previewState: the same link over the start of its horizon), drawn on the whole
 * run's time axis: its first chart comes sooner, its exact figures a little later.
 */
import { normalizeState, type OverloadState } from '../../engine/overload/index.ts';
import type { Steps } from '../../lib/steps.ts';
import { resultCache, serveSteppedSimulation } from '../kit/workerSim.ts';
import { eventMarks, overloadViewSteps, previewState, type OverloadView } from './compute.ts';

function* timed(state: OverloadState): Steps<OverloadView> {
  // Wall time of the run: the worker pauses in it only to take messages, a newer state ends it.
  const started = performance.now();
  const view = yield* overloadViewSteps(state);
  view.computeMs = Math.round((performance.now() - started) * 10) / 10;
  return view;
}

/**
 * Previews seen lately. Dragging a slider whose effect starts after the preview's horizon (a timeout
 * that matters only once the trigger has struck) asks for the same preview at every step: it is not
 * computed again, and the whole run starts at once.
 */
const previews = resultCache<OverloadView>(8);

serveSteppedSimulation(function* (state: OverloadState, report): Steps<OverloadView> {
  const preview = previewState(state);
  if (preview) {
    const { state: whole, notices } = normalizeState(state);
    const key = JSON.stringify(preview);
    let view = previews.get(key);
    if (!view) {
      view = yield* timed(preview);
      previews.put(key, view);
    }
    // The notices and the marks are the link's own (a trigger after the preview's horizon is off in it).
    report.partial({ ...view, axisS: whole.horizonS, notices, ...eventMarks(whole) });
  }
  return yield* timed(state);
});
