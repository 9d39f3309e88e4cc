import { useMemo } from 'react';
import { ENUM_LABELS, PARAM_GROUPS, circuitBreakerParams, irrelevantKeys } from '../../engine/circuit-breaker/params.ts';
import { simulateWithBaseline } from '../../engine/circuit-breaker/model.ts';
import { PRESETS } from '../../engine/circuit-breaker/presets.ts';
import { t } from './strings.ts';
import { LabShell, PresetPicker } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { Summary, Timeline } from './CircuitBreakerFigures.tsx';
import { useLabState } from './labState.ts';
import './circuit-breaker.css';

const L = t.circuitBreaker;

export default function CircuitBreakerLab() {
  const lab = useLabState(circuitBreakerParams, PRESETS);
  const { state } = lab;
  const { result, baseline } = useMemo(() => simulateWithBaseline(state), [state]);
  const hidden = useMemo(() => irrelevantKeys(state), [state]);
  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="reliability-patterns#circuit-breaker"
      presets={<PresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />}
      notice={<NoticeBanner notices={lab.notices} table={circuitBreakerParams} onDismiss={lab.dismissNotices} />}
      controls={<ParamGroups table={circuitBreakerParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />}
    >
      <div className="cb-output" data-testid="cb-output">
        <Timeline result={result} />
        <Summary result={result} baseline={baseline} />
      </div>
    </LabShell>
  );
}
