/**
 * Long computations written as generators that pause (yield) now and then: a Web Worker runs
 * them in slices, looking at its messages in between (labs/kit/workerSim.ts); anything else runs
 * them through at once.
 */
export type Steps<R> = Generator<void, R, void>;

/** Events an event-loop simulation handles between two pauses: a few milliseconds of work. */
export const EVENTS_PER_PAUSE = 4096;

/** Runs the steps through without pausing; their result. */
export function runThrough<R>(steps: Steps<R>): R {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
