/// <reference lib="webworker" />
/**
 * Runs the overload simulation off the main thread (up to a second at the work bound), so the
 * controls never wait for it. The engine runs in steps (kit/workerSim.ts, serveSteppedSimulation):
 * a new state from the page drops the run in progress within a few milliseconds. A long run first
 * sends its preview (previewState: the same link over the start of its horizon), drawn on the whole
 * run's time axis; then its charts as far as it has got (progressView). A change whose effect starts
 * after the preview's horizon (a later trigger, a longer deadline, more clients when none fails in
 * the first seconds) leaves the preview as it was: it shows up as the run reaches it, not only at
 * its end. Not on the page's first run, whose preview is the page's first chart: each progress view
 * is a redraw of every chart, and there they raised the blocking time of Lighthouse's page load
 * (median of 5 runs of /labs/overload: 124 ms without them, 211 ms with).
 */
import { normalizeState, type OverloadProbe, type OverloadState } from '../../engine/overload/index.ts';
import type { Steps } from '../../lib/steps.ts';
import { resultCache, serveSteppedSimulation } from '../kit/workerSim.ts';
import { eventMarks, overloadViewSteps, previewState, progressView, type OverloadView } from './compute.ts';

/**
 * When a run in progress shows how far it has got: first this long after its preview went out, then
 * at most every PROGRESS_VIEW_EVERY_MS. Each is a redraw of every chart on the page (under 4× CPU
 * 40–150 ms of its main thread, bench:labs), so a few per run, not one a frame.
 */
const PROGRESS_VIEW_FIRST_MS = 120;
const PROGRESS_VIEW_EVERY_MS = 300;

function* timed(state: OverloadState, onPause?: (elapsedMs: number) => void, probe?: OverloadProbe): Steps<OverloadView> {
  // Wall time of the run: the worker pauses in it only to take messages, a newer state ends it.
  const started = performance.now();
  const steps = overloadViewSteps(state, probe);
  for (;;) {
    const step = steps.next();
    if (step.done) {
      const view = step.value;
      view.computeMs = Math.round((performance.now() - started) * 10) / 10;
      return view;
    }
    onPause?.(performance.now() - started);
    yield;
  }
}

/**
 * Previews seen lately. Dragging a slider whose effect starts after the preview's horizon (a timeout
 * that matters only once the trigger has struck) asks for the same preview at every step: it is not
 * computed again, and the whole run starts at once.
 */
const previews = resultCache<OverloadView>(8);
/** No run has started yet: the page shows no chart. */
let firstRun = true;

serveSteppedSimulation(function* (state: OverloadState, report): Steps<OverloadView> {
  const first = firstRun;
  firstRun = false;
  const preview = previewState(state);
  if (!preview) return yield* timed(state);
  const { state: whole, notices } = normalizeState(state);
  const key = JSON.stringify(preview);
  let view = previews.get(key);
  if (!view) {
    view = yield* timed(preview);
    previews.put(key, view);
  }
  // The notices and the marks are the link's own (a trigger after the preview's horizon is off in it).
  let shown: OverloadView = { ...view, axisS: whole.horizonS, notices, ...eventMarks(whole) };
  report.partial(shown);
  if (first) return yield* timed(state);
  const probe: OverloadProbe = {};
  let nextAt = PROGRESS_VIEW_FIRST_MS;
  return yield* timed(
    state,
    (elapsedMs) => {
      if (elapsedMs < nextAt || !probe.buckets) return;
      nextAt = elapsedMs + PROGRESS_VIEW_EVERY_MS;
      const progress = progressView(shown, probe.buckets(), whole);
      if (!progress) return;
      shown = progress;
      report.partial(progress);
    },
    probe,
  );
});
