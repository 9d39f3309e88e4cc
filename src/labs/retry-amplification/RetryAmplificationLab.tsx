import { useMemo } from 'react';
import { simulate } from '../../engine/retry-amplification/model.ts';
import { ENUM_LABELS, PARAM_GROUPS, hiddenKeys, retryAmplificationParams } from '../../engine/retry-amplification/params.ts';
import { PRESETS } from '../../engine/retry-amplification/presets.ts';
import { t } from './strings.ts';
import { useLabState } from '../circuit-breaker/labState.ts';
import { LabShell, PresetPicker } from '../kit/LabShell.tsx';
import { NoticeBanner } from '../kit/NoticeBanner.tsx';
import { ParamGroups } from '../kit/ParamControls.tsx';
import { Headline, LevelsChart, LevelsTable } from './AmplificationFigures.tsx';
import '../circuit-breaker/circuit-breaker.css';
import './retry-amplification.css';

const L = t.retryAmplification;

export default function RetryAmplificationLab() {
  const lab = useLabState(retryAmplificationParams, PRESETS);
  const { state } = lab;
  const result = useMemo(() => simulate(state), [state]);
  const hidden = useMemo(() => hiddenKeys(state), [state]);
  return (
    <LabShell
      title={L.title}
      lead={L.lead}
      chapter="retries#layers"
      presets={<PresetPicker presets={PRESETS} active={lab.active} onPick={lab.pick} />}
      notice={<NoticeBanner notices={lab.notices} table={retryAmplificationParams} onDismiss={lab.dismissNotices} />}
      controls={<ParamGroups table={retryAmplificationParams} state={state} onChange={lab.set} groups={PARAM_GROUPS} hidden={hidden} enumLabels={ENUM_LABELS} />}
    >
      <div data-testid="amp-output">
        <Headline r={result} s={state} />
        <LevelsChart r={result} s={state} />
        <LevelsTable r={result} s={state} />
      </div>
    </LabShell>
  );
}
