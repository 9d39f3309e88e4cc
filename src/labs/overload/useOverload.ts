/** The overload view of a state, computed in the lab's worker by the kit's scheduler (kit/workerSim.ts). */
import type { OverloadState } from '../../engine/overload/index.ts';
import { useWorkerSim } from '../kit/workerSim.ts';
import type { OverloadView } from './compute.ts';

export interface OverloadSimulation {
  view: OverloadView | null;
  pending: boolean;
  error: string | null;
}

const spawnSim = (): Worker => new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });

export function useOverload(state: OverloadState): OverloadSimulation {
  const sim = useWorkerSim<OverloadState, OverloadView>(state, spawnSim);
  return { view: sim.run?.result ?? null, pending: sim.pending, error: sim.error };
}
