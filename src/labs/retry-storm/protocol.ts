/** Messages between the page and sim.worker.ts (plain objects only). */
import type { RetryStormState } from '../../engine/retry-storm/index.ts';
import type { SimView } from './compute.ts';

export interface RunRequest {
  id: number;
  /** One state, or A and B in compare mode. */
  states: RetryStormState[];
}

export type WorkerReply =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'result'; views: SimView[] }
  | { id: number; type: 'error'; message: string };
