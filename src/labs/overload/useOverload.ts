/** The overload view of a state, computed in the lab's worker by the kit's scheduler (kit/workerSim.ts). */
import type { OverloadState } from '../../engine/overload/index.ts';
import { useWorkerSim } from '../kit/workerSim.ts';
import type { OverloadView } from './compute.ts';

export interface OverloadSimulation {
  view: OverloadView | null;
  pending: boolean;
  /** The view is a preview of the state (the start of its horizon: compute.ts, previewState); the whole run follows. */
  partial: boolean;
  error: string | null;
}

const spawnSim = (): Worker => new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });

export function useOverload(state: OverloadState): OverloadSimulation {
  // Its engine runs in steps: the worker drops a run left behind at its next pause, in the same warm worker.
  const sim = useWorkerSim<OverloadState, OverloadView>(state, spawnSim, { supersedes: true });
  return { view: sim.run?.result ?? null, pending: sim.pending, partial: sim.partial, error: sim.error };
}
