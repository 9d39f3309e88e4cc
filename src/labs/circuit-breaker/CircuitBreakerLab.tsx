import { memo, useMemo } from 'react';
import { ENUM_LABELS, PARAM_GROUPS, circuitBreakerParams, irrelevantKeys } from '../../engine/circuit-breaker/params.ts';
import type { simulateWithBaseline } from '../../engine/circuit-breaker/model.ts';
import { PRESETS } from '../../engine/circuit-breaker/presets.ts';
import { t } from './strings.ts';
import { LabShell, PresetPicker, useNarrow } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { SimFrame } from '../kit/SimPending.tsx';
import { useWorkerSim } from '../kit/workerSim.ts';
import { Summary, Timeline } from './CircuitBreakerFigures.tsx';
import { useLabState } from './labState.ts';
import { spawnSim } from './spawnSim.ts';
import './circuit-breaker.css';

const L = t.circuitBreaker;

/** Memoised: a slider step re-renders the controls; the figures only when the deferred state arrives. */
const PinnedTimeline = memo(Timeline);
const Output = memo(function Output({ result, baseline }: ReturnType<typeof simulateWithBaseline>) {
  return (
    <div className="cb-output" data-testid="cb-output">
      <Summary result={result} baseline={baseline} />
    </div>
  );
});

export default function CircuitBreakerLab() {
  const lab = useLabState(circuitBreakerParams, PRESETS);
  const { state } = lab;
  // The controls follow the finger at once; the worker simulates, the figures follow its results.
  const sim = useWorkerSim<typeof state, ReturnType<typeof simulateWithBaseline>>(state, spawnSim);
  const hidden = useMemo(() => irrelevantKeys(state), [state]);
  const narrow = useNarrow();
  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="reliability-patterns#circuit-breaker"
      presets={<PresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />}
      notice={<NoticeBanner notices={lab.notices} table={circuitBreakerParams} onDismiss={lab.dismissNotices} />}
      monitor={<SimFrame sim={sim} showError={false}>{(run) => <PinnedTimeline result={run.result.result} compact={narrow} />}</SimFrame>}
      controls={<ParamGroups table={circuitBreakerParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />}
    >
      <SimFrame sim={sim}>{(run) => <Output result={run.result.result} baseline={run.result.baseline} />}</SimFrame>
    </LabShell>
  );
}
