import { memo, useMemo } from 'react';
import type { simulate } from '../../engine/retry-amplification/model.ts';
import { ENUM_LABELS, PARAM_GROUPS, type RetryAmpState, hiddenKeys, retryAmplificationParams } from '../../engine/retry-amplification/params.ts';
import { PRESETS } from '../../engine/retry-amplification/presets.ts';
import { t } from './strings.ts';
import { useLabState } from '../circuit-breaker/labState.ts';
import { LabShell, PresetPicker, useNarrow } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { SimFrame } from '../kit/SimPending.tsx';
import { useWorkerSim } from '../kit/workerSim.ts';
import { Headline, LevelsChart, LevelsTable } from './AmplificationFigures.tsx';
import '../circuit-breaker/circuit-breaker.css';
import './retry-amplification.css';
import { spawnSim } from './spawnSim.ts';

const L = t.retryAmplification;

/** Memoised: a slider step re-renders the controls; the figures only when the deferred state arrives. */
type OutputProps = { result: ReturnType<typeof simulate>; state: RetryAmpState };
type PinnedProps = OutputProps & { compact: boolean };
/** The chart pinned above the controls on a phone: low, so a control and the chart share the screen. */
const MONITOR_CHART_HEIGHT = 170;
const Pinned = memo(function Pinned({ result, state, compact }: PinnedProps) {
  return (
    <>
      <Headline r={result} s={state} />
      <LevelsChart r={result} s={state} compact={compact} height={compact ? MONITOR_CHART_HEIGHT : undefined} />
    </>
  );
});
const Output = memo(function Output({ result, state }: OutputProps) {
  return (
    <div data-testid="amp-output">
      <LevelsTable r={result} s={state} />
    </div>
  );
});

export default function RetryAmplificationLab() {
  const lab = useLabState(retryAmplificationParams, PRESETS);
  const { state } = lab;
  // The controls follow the finger at once; the worker simulates, the figures follow its results.
  const sim = useWorkerSim<RetryAmpState, ReturnType<typeof simulate>>(state, spawnSim);
  const hidden = useMemo(() => hiddenKeys(state), [state]);
  const narrow = useNarrow();
  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="retries#layers"
      presets={<PresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />}
      notice={<NoticeBanner notices={lab.notices} table={retryAmplificationParams} onDismiss={lab.dismissNotices} />}
      monitor={<SimFrame sim={sim} showError={false}>{(run) => <Pinned result={run.result} state={run.state} compact={narrow} />}</SimFrame>}
      controls={<ParamGroups table={retryAmplificationParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />}
    >
      <SimFrame sim={sim}>{(run) => <Output result={run.result} state={run.state} />}</SimFrame>
    </LabShell>
  );
}
