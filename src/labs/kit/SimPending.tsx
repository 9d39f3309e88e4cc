import type { ReactNode } from 'react';
import { t } from '../strings.ts';
import type { SimRun, WorkerSim } from './workerSim.ts';

/** In place of a lab's figures until the worker's first result arrives, or why a run failed. */
export function SimPending({ error = null }: { error?: string | null }) {
  return (
    <p className={error ? 'lab-sim-pending notice' : 'lab-sim-pending'} role="status" data-testid="lab-sim-pending">
      {error ? `${t.labs.simError} ${error}` : t.labs.computing}
    </p>
  );
}

/**
 * The figures of a worker simulation: the latest run (kept while a newer one computes, marked
 * busy), a note until the first one, and the error of a failed run above what was shown before
 * (`showError={false}` where another frame of the same run already says it).
 */
export function SimFrame<S, R>({ sim, showError = true, children }: { sim: WorkerSim<S, R>; showError?: boolean; children: (run: SimRun<S, R>) => ReactNode }) {
  return (
    <div className="lab-sim" aria-busy={sim.pending}>
      {showError && sim.error && <SimPending error={sim.error} />}
      {sim.run ? children(sim.run) : !(showError && sim.error) && <SimPending />}
    </div>
  );
}
