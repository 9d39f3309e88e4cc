/// <reference lib="webworker" />
/**
 * Runs the retry-storm simulation off the main thread. One state, or A and B in compare mode; each
 * view says how long it took. The engine runs in steps (kit/workerSim.ts, serveSteppedSimulation):
 * a new state from the page drops the run in progress at its next pause, in the same warm worker.
 * A long contention sweep first sends previews (previewPhases: a hundredth of the runs, then a sixteenth),
 * so a chart follows the slider in a small part of the time and refines until the exact sweep is done.
 * A long outage run shows its beginning (OutagePreview) once it has computed PREVIEW_AFTER_MS, and
 * more of it every PREVIEW_EVERY_MS: its time charts grow left to right until the whole run is done.
 */
import { defaultState, type RetryStormState } from '../../engine/retry-storm/index.ts';
import type { Steps } from '../../lib/steps.ts';
import { serveSteppedSimulation } from '../kit/workerSim.ts';
import { computeViewSteps, emptyPreview, previewPhases, type PreviewAtPause, type SimView } from './compute.ts';

/** The work of a state in progress units: a contention sweep costs in proportion to its runs. */
const workOf = (s: RetryStormState): number => (s.scenario === 'contention' ? s.runs : 1);

/**
 * An outage run that takes longer than this shows its beginning: less than a frame's worth of the
 * 300 ms a chart may take to follow a slider on a slow phone, with room for drawing the preview.
 */
const PREVIEW_AFTER_MS = 50;
/** Then more of it this often (each preview is a message and a redraw of the page's time charts). */
const PREVIEW_EVERY_MS = 300;

/**
 * What the worker computes while idle after answering outage runs: a contention sweep of one run per
 * point (what a sweep's first preview computes). Its code is cold until then, and compiling it made the
 * first preview after a switch to the contention scenario 120–270 ms late under 4× CPU. (The defaults,
 * not a preset: the presets' texts would more than double what this adds to the worker.)
 */
const CONTENTION_WARM_UP: RetryStormState = { ...defaultState, scenario: 'contention', runs: 1 };
const warmUp = {
  stateAfter: (answered: readonly RetryStormState[]) => (answered.some((s) => s.scenario === 'contention') ? null : [CONTENTION_WARM_UP]),
  afterMs: 800,
};

serveSteppedSimulation(function* (states: readonly RetryStormState[], report): Steps<SimView[]> {
  let previewDue = performance.now() + PREVIEW_AFTER_MS;
  const previews = previewPhases(states);
  const phases = [...previews, states];
  const total = phases.flat().reduce((sum, s) => sum + workOf(s), 0);
  let before = 0;
  // A state the preview computed exactly (an outage run, a short sweep) is not computed again.
  const computed = new Map<string, SimView>();
  function* run(phase: readonly RetryStormState[]): Steps<SimView[]> {
    const views: SimView[] = [];
    for (const [i, state] of phase.entries()) {
      const key = JSON.stringify(state);
      const work = workOf(state);
      let view = computed.get(key);
      if (!view) {
        // The views so far, this run's beginning, and the states after it not begun (compare mode).
        const showBeginning: PreviewAtPause = (preview) => {
          const now = performance.now();
          if (now < previewDue) return;
          previewDue = now + PREVIEW_EVERY_MS;
          report.partial([...views, preview(), ...phase.slice(i + 1).map(emptyPreview)]);
        };
        // Wall time of the run: the worker pauses in it only to take messages, a newer state ends it.
        const started = performance.now();
        view = yield* computeViewSteps(state, (done, all) => report.progress(before + (work * done) / all, total), showBeginning);
        view.computeMs = Math.round((performance.now() - started) * 10) / 10;
        computed.set(key, view);
      }
      before += work;
      views.push(view);
    }
    return views;
  }
  for (const preview of previews) report.partial(yield* run(preview));
  return yield* run(states);
}, { warmUp });
