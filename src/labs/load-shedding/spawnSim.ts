import type { LoadSheddingResult } from '../../engine/load-shedding/model.ts';
import type { WorkerSimOptions } from '../kit/workerSim.ts';

/** Starts this lab's simulation worker (the literal `new Worker(new URL(…))` is how the bundler finds it). */
export const spawnSim = (): Worker => new Worker(new URL('./sim.worker.ts', import.meta.url), { type: 'module' });

/** Its engine runs in steps (sim.worker.ts): each new state is posted at once and overtakes the run before it. */
export const SIM_OPTIONS: WorkerSimOptions<LoadSheddingResult> = { supersedes: true };
