/// <reference lib="webworker" />
/**
 * Runs the retry-storm simulation off the main thread (kit/workerSim.ts: ids, progress, a small
 * cache keyed by the state). One state, or A and B in compare mode; each view says how long it took.
 * A long contention sweep first sends its preview (previewStates: a sixteenth of the runs), so a chart
 * follows the slider in about a sixteenth of the time and refines when the exact sweep is done.
 */
import type { RetryStormState } from '../../engine/retry-storm/index.ts';
import { serveSimulation } from '../kit/workerSim.ts';
import { computeView, previewStates, type SimView } from './compute.ts';

/** The work of a state in progress units: a contention sweep costs in proportion to its runs. */
const workOf = (s: RetryStormState): number => (s.scenario === 'contention' ? s.runs : 1);

serveSimulation((states: readonly RetryStormState[], progress, report): SimView[] => {
  const preview = previewStates(states);
  const phases = preview ? [preview, states] : [states];
  const total = phases.flat().reduce((sum, s) => sum + workOf(s), 0);
  let before = 0;
  // A state the preview computed exactly (an outage run, a short sweep) is not computed again.
  const computed = new Map<string, SimView>();
  const run = (phase: readonly RetryStormState[]): SimView[] =>
    phase.map((state) => {
      const key = JSON.stringify(state);
      const known = computed.get(key);
      const work = workOf(state);
      if (known) {
        before += work;
        return known;
      }
      const started = performance.now();
      const view = computeView(state, (done, all) => progress(before + (work * done) / all, total));
      view.computeMs = Math.round((performance.now() - started) * 10) / 10;
      before += work;
      computed.set(key, view);
      return view;
    });
  if (preview) report.partial(run(preview));
  return run(states);
});
