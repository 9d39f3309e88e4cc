import { useState } from 'react';
import type { RunResult } from '../../engine/idempotency/sim.ts';
import { KeyMachine, SequenceDiagram, StepControls, Verdict, viewAt } from './IdempotencyFigures.tsx';

/**
 * The figures for one scenario, with a step cursor that starts at the first step (the outcome is
 * what the learner steps to). The parent gives it a `key` per scenario, so a new scenario starts
 * again from its first step.
 */
export function IdempotencyOutput({ r, keyMode, level = 2, sequence = true }: { r: RunResult; keyMode: string; level?: 2 | 4; sequence?: boolean }) {
  const [step, setStep] = useState(0);
  const view = viewAt(r, step);
  return (
    <div className="idem-output" data-testid="idem-output">
      <Verdict r={r} view={view} level={level} />
      <StepControls r={r} view={view} onStep={(i) => setStep(Math.max(0, Math.min(r.trace.length - 1, i)))} />
      <KeyMachine r={r} view={view} keyMode={keyMode} />
      {sequence && <SequenceDiagram r={r} view={view} />}
    </div>
  );
}
