/**
 * The retry-storm views of the given states (one, or A and B), computed in the lab's worker by the
 * kit's scheduler (kit/workerSim.ts). A view equal to one already shown (same scenario and link, both
 * whole runs or previews up to the same time) keeps its identity, so in compare mode editing B does not redraw A's charts.
 */
import { useMemo } from 'react';
import { stateToQuery, type RetryStormState } from '../../engine/retry-storm/index.ts';
import { type ProgressFeed, useWorkerSim } from '../kit/workerSim.ts';
import { isOutagePreview, type SimView } from './compute.ts';

export interface Simulation {
  /** Results of the latest finished run (they stay on screen while a newer run computes). */
  views: SimView[] | null;
  /** True while the shown results are not the exact ones of the current states yet. */
  pending: boolean;
  /** The shown results are a preview of the current states (a long sweep's first runs); the exact ones follow. */
  partial: boolean;
  /** 0…1 when the running computation reports progress (the contention sweep does). */
  progress: number | null;
  /** The progress values after the first, for the status line only (kit/workerSim.ts ProgressFeed). */
  progressFeed: ProgressFeed;
  error: string | null;
}

export function simulationKey(states: readonly RetryStormState[]): string {
  return states.map((s) => `${s.scenario}|${stateToQuery(s)}`).join('||');
}

const spawnSim = (): Worker => new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });

/** Views with the same key show the same: a run's preview and its whole result differ (so do two previews). */
const viewKey = (v: SimView): string => `${v.scenario}|${v.query}|${isOutagePreview(v) ? v.untilMs : 'whole'}`;

function keepEqualViews(shown: SimView[] | undefined, next: SimView[]): SimView[] {
  return next.map((v) => shown?.find((o) => viewKey(o) === viewKey(v)) ?? v);
}

// Its engine runs in steps: the worker drops a run left behind at its next pause (kit/workerSim.ts).
const OPTIONS = { keep: keepEqualViews, supersedes: true };

export function useSimulation(states: readonly RetryStormState[]): Simulation {
  // The worker gets the normalised states only; the key of the run is their links.
  const plain = useMemo(() => [...states], [states]);
  const sim = useWorkerSim<RetryStormState[], SimView[]>(plain, spawnSim, OPTIONS);
  return { views: sim.run?.result ?? null, pending: sim.pending, partial: sim.partial, progress: sim.progress, progressFeed: sim.progressFeed, error: sim.error };
}
